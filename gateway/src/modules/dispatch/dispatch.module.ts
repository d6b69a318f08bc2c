import { Module } from '@nestjs/common';
import { GeoModule } from '@/modules/geo/geo.module';
import { DispatchController } from './dispatch.controller';
import { OrderRedispatchService } from './order-redispatch.service';

/** Giving an existing order a driver: which way works with this server, and re-dispatch by copy. */
@Module({
  imports: [GeoModule],
  controllers: [DispatchController],
  providers: [OrderRedispatchService],
})
export class DispatchModule {}
