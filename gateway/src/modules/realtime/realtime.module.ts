import { Module } from '@nestjs/common';
import { RealtimeBroadcaster } from './realtime-broadcaster';
import { RealtimeGateway } from './realtime.gateway';
import { UpstreamEventsRelay } from './upstream-events.relay';

@Module({
  providers: [RealtimeBroadcaster, RealtimeGateway, UpstreamEventsRelay],
  exports: [RealtimeBroadcaster],
})
export class RealtimeModule {}
