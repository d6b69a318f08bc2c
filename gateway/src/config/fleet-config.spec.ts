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

describe('fleet configuration', () => {
  it('runs the simulated fleet of six cars every 10 s by default', () => {
    expect(AppConfig.fromEnv({ MOCK_SEED: '42' }).fleet).toEqual({
      pollIntervalMs: 10_000,
      timeoutMs: 5_000,
      maxBackoffMs: 60_000,
      provider: { name: 'simulated', vehicles: 6, seed: 42 },
    });
  });

  it('reads the car-group service settings', () => {
    const config = AppConfig.fromEnv({
      FLEET_PROVIDER: 'cargroups',
      FLEET_CARGROUPS_URL: 'https://fleet.example.cz/api/',
      FLEET_CARGROUPS_KEY: 'k-123',
      FLEET_POLL_INTERVAL_MS: '2000',
    });
    expect(config.fleet).toMatchObject({
      pollIntervalMs: 2_000,
      provider: { name: 'cargroups', baseUrl: 'https://fleet.example.cz/api', key: 'k-123' },
    });
  });

  it('uses a Traccar token when given, else the user and password', () => {
    const base = { FLEET_PROVIDER: 'traccar', FLEET_TRACCAR_URL: 'https://demo.traccar.org' };
    expect(AppConfig.fromEnv({ ...base, FLEET_TRACCAR_TOKEN: 't' }).fleet.provider).toEqual({
      name: 'traccar',
      baseUrl: 'https://demo.traccar.org',
      auth: { kind: 'token', token: 't' },
    });
    expect(
      AppConfig.fromEnv({ ...base, FLEET_TRACCAR_USER: 'u@x.cz', FLEET_TRACCAR_PASSWORD: 'p' }).fleet
        .provider,
    ).toMatchObject({ auth: { kind: 'basic', user: 'u@x.cz', password: 'p' } });
  });

  it("refuses to start without the chosen provider's variables, naming each", () => {
    const cargroups = problems({ FLEET_PROVIDER: 'cargroups' });
    expect(cargroups).toContain('FLEET_CARGROUPS_URL: required when FLEET_PROVIDER=cargroups');
    expect(cargroups).toContain('FLEET_CARGROUPS_KEY: required when FLEET_PROVIDER=cargroups');

    const traccar = problems({ FLEET_PROVIDER: 'traccar', FLEET_TRACCAR_USER: 'u' });
    expect(traccar).toContain('FLEET_TRACCAR_URL');
    expect(traccar).toContain('FLEET_TRACCAR_PASSWORD');
    expect(traccar).not.toContain('FLEET_TRACCAR_USER');
  });

  it('refuses an unknown provider, out-of-range numbers and a URL carrying credentials (without echoing it)', () => {
    const message = problems({
      FLEET_PROVIDER: 'gps',
      FLEET_SIMULATED_VEHICLES: '1001',
      FLEET_TIMEOUT_MS: '0',
      FLEET_TRACCAR_URL: 'https://admin:hunter2@traccar.example.cz',
    });
    for (const name of [
      'FLEET_PROVIDER',
      'FLEET_SIMULATED_VEHICLES',
      'FLEET_TIMEOUT_MS',
      'FLEET_TRACCAR_URL',
    ]) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain('hunter2');
  });
});
