import { Module } from '@nestjs/common';
import { AppConfig } from '@/config/app-config';
import { BasemapService } from './basemap/basemap.service';
import { GeoController } from './geo.controller';
import { GeoProvider } from './geo.port';
import { GeoService } from './geo.service';
import { GoogleGeoProvider } from './providers/google/google-geo.provider';
import { MemoryGeoProvider } from './providers/memory/memory-geo.provider';
import { OsrmGeoProvider } from './providers/osrm/osrm-geo.provider';

/** `GEO_PROVIDER` picks the map service; nothing else knows which one runs. */
export function createGeoProvider(config: AppConfig): GeoProvider {
  const { provider, timeoutMs } = config.geo;
  switch (provider.name) {
    case 'memory':
      return new MemoryGeoProvider();
    case 'google':
      return new GoogleGeoProvider({
        serverKey: provider.serverKey,
        placesBaseUrl: provider.placesBaseUrl,
        routesBaseUrl: provider.routesBaseUrl,
        timeoutMs,
      });
    case 'osrm':
      return new OsrmGeoProvider({ osrmUrl: provider.osrmUrl, photonUrl: provider.photonUrl, timeoutMs });
  }
}

@Module({
  controllers: [GeoController],
  providers: [
    { provide: GeoProvider, useFactory: createGeoProvider, inject: [AppConfig] },
    GeoService,
    BasemapService,
  ],
  exports: [GeoService],
})
export class GeoModule {}
