import { Module } from '@nestjs/common';
import { FleetModule } from '@/modules/fleet/fleet.module';
import { RealtimeModule } from '@/modules/realtime/realtime.module';
import { StatusController } from './status.controller';
import { StatusService } from './status.service';

@Module({
  imports: [RealtimeModule, FleetModule],
  controllers: [StatusController],
  providers: [StatusService],
})
export class StatusModule {}
