import { AppConfig, ConfigError } from './app-config';

function problems(env: Record<string, string>): string {
  try {
    AppConfig.fromEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('configuration was accepted');
}

describe('geo configuration', () => {
  it('runs the offline gazetteer with OpenStreetMap tiles by default', () => {
    expect(AppConfig.fromEnv({}).geo).toEqual({
      timeoutMs: 5_000,
      cacheTtlMs: 60_000,
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution:
        '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> přispěvatelé',
      provider: { name: 'memory' },
    });
  });

  it('reads the Google settings', () => {
    const config = AppConfig.fromEnv({
      GEO_PROVIDER: 'google',
      GOOGLE_MAPS_SERVER_KEY: 'server-key',
      GOOGLE_MAPS_BROWSER_KEY: 'browser-key',
      GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9999/',
    });
    expect(config.geo.provider).toEqual({
      name: 'google',
      serverKey: 'server-key',
      browserKey: 'browser-key',
      placesBaseUrl: 'http://127.0.0.1:9999',
      routesBaseUrl: 'https://routes.googleapis.com',
    });
  });

  it('names the variables a chosen provider still needs', () => {
    expect(problems({ GEO_PROVIDER: 'google' })).toContain(
      'GOOGLE_MAPS_SERVER_KEY: required when GEO_PROVIDER=google',
    );
    const osrm = problems({ GEO_PROVIDER: 'osrm', PHOTON_URL: 'http://photon.local' });
    expect(osrm).toContain('OSRM_URL: required when GEO_PROVIDER=osrm');
    expect(osrm).not.toContain('PHOTON_URL');
  });

  it('turns tiles off with MAP_TILE_URL=off', () => {
    expect(AppConfig.fromEnv({ MAP_TILE_URL: 'off' }).geo.tileUrl).toBeNull();
    expect(problems({ MAP_TILE_URL: 'none' })).toContain('MAP_TILE_URL: must be an http(s) URL or off');
  });

  it('refuses bad values, naming each variable', () => {
    const message = problems({
      GEO_PROVIDER: 'bing',
      GEO_TIMEOUT_MS: '0',
      MAP_TILE_URL: 'https://tiles.example.cz/tile.png',
      OSRM_URL: 'https://user:secret@osrm.example.cz',
      GOOGLE_MAPS_SERVER_KEY: 'has spaces',
    });
    for (const name of [
      'GEO_PROVIDER',
      'GEO_TIMEOUT_MS',
      'MAP_TILE_URL',
      'OSRM_URL',
      'GOOGLE_MAPS_SERVER_KEY',
    ]) {
      expect(message).toContain(`${name}:`);
    }
    expect(message).not.toContain('secret');
  });
});
