import { Module } from '@nestjs/common';
import { FleetModule } from '@/modules/fleet/fleet.module';
import { HealthController } from './health.controller';
import { UpstreamReadiness } from './upstream-readiness';

@Module({ imports: [FleetModule], controllers: [HealthController], providers: [UpstreamReadiness] })
export class HealthModule {}
