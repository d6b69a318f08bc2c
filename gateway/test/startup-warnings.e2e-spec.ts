import { AppConfig } from '@/config/app-config';
import { createApp } from '@/create-app';
import { logSink } from './support/log-sink';
import { testEnv } from './support/test-app';

// One sink for the file: Nest's start-up logs go to the first logger made in the process.
const sink = logSink();

async function startUpWarnings(overrides: Record<string, string>): Promise<string[]> {
  sink.clear();
  const app = await createApp(AppConfig.fromEnv(testEnv({ LOG_LEVEL: 'info', ...overrides })), {
    logDestination: sink.stream,
  });
  await app.init();
  await app.close();
  return sink
    .entries()
    .filter((entry) => entry.level === 40)
    .map((entry) => entry.msg ?? '');
}

const DEFAULT_LOGIN = { MOCK_ADMIN_USERNAME: 'admin', MOCK_ADMIN_PASSWORD: 'admin' };
const MOCK_WARNING = /Mock mode listens on .* with the default login admin\/admin/;

describe('start-up warning about the mock login', () => {
  it.each(['0.0.0.0', '::', '192.168.1.20'])(
    'warns when mock mode with admin/admin listens on %s',
    async (host) => {
      const warnings = await startUpWarnings({ ...DEFAULT_LOGIN, HOST: host });
      expect(warnings.filter((line) => MOCK_WARNING.test(line))).toHaveLength(1);
      expect(warnings.join('\n')).toContain('MOCK_ADMIN_PASSWORD');
    },
  );

  it.each(['127.0.0.1', 'localhost', '::1'])('stays quiet on the loopback address %s', async (host) => {
    const warnings = await startUpWarnings({ ...DEFAULT_LOGIN, HOST: host });
    expect(warnings.filter((line) => MOCK_WARNING.test(line))).toEqual([]);
  });

  it('stays quiet once the mock login is changed', async () => {
    const warnings = await startUpWarnings({ HOST: '0.0.0.0', MOCK_ADMIN_PASSWORD: 'jine-heslo-2026' });
    expect(warnings.filter((line) => MOCK_WARNING.test(line))).toEqual([]);
  });
});
