import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { RealtimeModule } from '../realtime/realtime.module';
import { FleetController } from './fleet.controller';
import { FleetProvider } from './fleet.port';
import { FleetService } from './fleet.service';
import { CarGroupsProvider } from './providers/cargroups/cargroups.provider';
import { SimulatedFleetProvider } from './providers/simulated/simulated-fleet.provider';
import { TraccarProvider } from './providers/traccar/traccar.provider';

/** `FLEET_PROVIDER` picks the tracking service; nothing else knows which one runs. */
export function createFleetProvider(config: AppConfig): FleetProvider {
  const provider = config.fleet.provider;
  switch (provider.name) {
    case 'simulated':
      return new SimulatedFleetProvider({ vehicles: provider.vehicles, seed: provider.seed });
    case 'cargroups':
      return new CarGroupsProvider({ baseUrl: provider.baseUrl, key: provider.key });
    case 'traccar':
      return new TraccarProvider({ baseUrl: provider.baseUrl, auth: provider.auth });
  }
}

@Module({
  imports: [RealtimeModule],
  controllers: [FleetController],
  providers: [{ provide: FleetProvider, useFactory: createFleetProvider, inject: [AppConfig] }, FleetService],
  exports: [FleetService],
})
export class FleetModule {}
