import { AppConfig } from '@/config/app-config';
import { requestLoggerOptions } from './logger.options';

describe('requestLoggerOptions', () => {
  it('names the replica on every line when several replicas share Redis', () => {
    const config = AppConfig.fromEnv({
      REDIS_URL: 'redis://127.0.0.1:6379',
      DEVICE_COOKIE_SECRET: 'x'.repeat(32),
      REPLICA_ID: 'gateway-a',
    });
    expect(requestLoggerOptions(config).base).toEqual(
      expect.objectContaining({ replica: 'gateway-a', pid: process.pid }),
    );
  });

  it("keeps pino's own line head (pid, host name) for one process", () => {
    expect(requestLoggerOptions(AppConfig.fromEnv({})).base).toBeUndefined();
  });
});
