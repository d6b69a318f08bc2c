import { Module } from '@nestjs/common';
import { AppConfig } from '@/config/app-config';
import { MockControlPort } from '@/upstream/mock-control.port';
import { RealtimeModule } from '@/modules/realtime/realtime.module';
import { FleetController } from './fleet.controller';
import { FleetProvider } from './fleet.port';
import { FleetService } from './fleet.service';
import { CarGroupsProvider } from './providers/cargroups/cargroups.provider';
import { SimulatedFleetProvider } from './providers/simulated/simulated-fleet.provider';
import { TraccarProvider } from './providers/traccar/traccar.provider';

/** `FLEET_PROVIDER` picks the tracking service; nothing else knows which one runs. */
export function createFleetProvider(config: AppConfig, mock: MockControlPort | null = null): FleetProvider {
  const provider = config.fleet.provider;
  switch (provider.name) {
    case 'simulated':
      // With the embedded mock the cars carry the driver list's drivers, read through its port.
      return new SimulatedFleetProvider({
        vehicles: provider.vehicles,
        seed: provider.seed,
        ...(mock ? { drivers: () => mock.driverLabels() } : {}),
      });
    case 'cargroups':
      return new CarGroupsProvider({ baseUrl: provider.baseUrl, key: provider.key });
    case 'traccar':
      return new TraccarProvider({ baseUrl: provider.baseUrl, auth: provider.auth });
  }
}

@Module({
  imports: [RealtimeModule],
  controllers: [FleetController],
  providers: [
    { provide: FleetProvider, useFactory: createFleetProvider, inject: [AppConfig, MockControlPort] },
    FleetService,
  ],
  exports: [FleetService],
})
export class FleetModule {}
