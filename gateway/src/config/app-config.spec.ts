import { DEFAULT_TARIFF } from '@taxi/contracts';
import { AppConfig, ConfigError } from './app-config';

describe('configuration', () => {
  it('runs in mock mode on port 3000 with the spec tariff when nothing is set', () => {
    const config = AppConfig.fromEnv({});
    expect(config.port).toBe(3000);
    expect(config.upstream).toEqual({ mode: 'memory' });
    expect(config.tariff).toEqual(DEFAULT_TARIFF);
    expect(config.mock.adminUsername).toBe('admin');
    expect(config.session.maxAgeMs).toBe(12 * 3_600_000);
  });

  it('chooses the http adapter when UPSTREAM_URL is set', () => {
    const config = AppConfig.fromEnv({
      UPSTREAM_URL: 'https://api.taxi.example.cz/',
      UPSTREAM_RESPONSE_TIMEOUT_MS: '5000',
    });
    expect(config.upstream).toEqual({
      mode: 'http',
      baseUrl: 'https://api.taxi.example.cz',
      connectTimeoutMs: 10_000,
      responseTimeoutMs: 5_000,
      tokenCacheMs: 30_000,
      socketPath: '/socket.io',
      socketToken: undefined,
      tokenHeader: { name: 'authorization', scheme: 'Bearer' },
      timeZone: 'Europe/Prague',
      extensions: [],
    });
  });

  it('reads the proposed upstream extensions ops turned on, and refuses an unknown one by name', () => {
    const config = AppConfig.fromEnv({
      UPSTREAM_URL: 'http://127.0.0.1:9',
      UPSTREAM_EXTENSIONS: ' orderAssign ',
    });
    expect(config.upstream).toMatchObject({ extensions: ['orderAssign'] });
    expect(() => AppConfig.fromEnv({ UPSTREAM_EXTENSIONS: 'orderAssign,orderTeleport' })).toThrow(
      /UPSTREAM_EXTENSIONS\.1: must name extensions from: orderAssign/,
    );
  });

  it.each([
    ['authorization', { name: 'authorization', scheme: 'Bearer' }],
    ['Authorization:Token', { name: 'authorization', scheme: 'Token' }],
    ['x-access-token', { name: 'x-access-token' }],
    ['none', null],
  ])('reads UPSTREAM_TOKEN_HEADER=%s', (value, header) => {
    const config = AppConfig.fromEnv({ UPSTREAM_URL: 'http://127.0.0.1:9', UPSTREAM_TOKEN_HEADER: value });
    expect(config.upstream).toMatchObject({ tokenHeader: header });
  });

  it('refuses an unknown UPSTREAM_TIMEZONE or a malformed UPSTREAM_TOKEN_HEADER, naming each', () => {
    expect(() =>
      AppConfig.fromEnv({ UPSTREAM_TIMEZONE: 'Mars/Olympus', UPSTREAM_TOKEN_HEADER: 'Bearer token' }),
    ).toThrow(/UPSTREAM_TOKEN_HEADER[\s\S]*UPSTREAM_TIMEZONE|UPSTREAM_TIMEZONE[\s\S]*UPSTREAM_TOKEN_HEADER/);
  });

  it('treats empty variables (as compose passes them) as unset', () => {
    expect(AppConfig.fromEnv({ UPSTREAM_URL: '', PORT: '' }).upstream.mode).toBe('memory');
  });

  it('reads every tariff number from the environment', () => {
    const config = AppConfig.fromEnv({
      TARIFF_LOCAL_AREA: 'Litoměřice',
      TARIFF_PER_KM_SMALL_GROUP: '30',
      TARIFF_BASE_FARE: '45',
    });
    expect(config.tariff).toMatchObject({ localArea: 'Litoměřice', perKmSmallGroup: 30, baseFare: 45 });
  });

  it('refuses to start naming every bad variable', () => {
    let error: unknown;
    try {
      AppConfig.fromEnv({
        PORT: 'abc',
        UPSTREAM_URL: 'ftp://x',
        LOG_LEVEL: 'loud',
        ALLOWED_ORIGINS: 'not a url',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'UPSTREAM_URL', 'LOG_LEVEL', 'ALLOWED_ORIGINS']) {
      expect(message).toContain(name);
    }
  });
});
