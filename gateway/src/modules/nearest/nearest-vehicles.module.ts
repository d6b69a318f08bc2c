import { Module } from '@nestjs/common';
import { FleetModule } from '@/modules/fleet/fleet.module';
import { GeoModule } from '@/modules/geo/geo.module';
import { NearestVehiclesController } from './nearest-vehicles.controller';
import { NearestVehiclesService } from './nearest-vehicles.service';

/** "Nejbližší vozy" on the create-order form: the live fleet ranked by the routing service. */
@Module({
  imports: [FleetModule, GeoModule],
  controllers: [NearestVehiclesController],
  providers: [NearestVehiclesService],
})
export class NearestVehiclesModule {}
