import { AppConfig, ConfigError } from '@/config/app-config';
import { ADAPTERS, MOCK_CREDENTIALS, startGateway, testEnv, type TestGateway } from './support/test-app';
import { pathOf } from '@taxi/contracts';

const message = {
  name: 'Jan Novák',
  email: 'jan@example.cz',
  subject: 'Dotaz',
  message: 'Jezdíte do Prahy?',
};

describe('TRUST_PROXY at start-up', () => {
  it('refuses `true` with a message that says what to set instead', () => {
    let error: unknown;
    try {
      AppConfig.fromEnv(testEnv({ TRUST_PROXY: 'true' }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/TRUST_PROXY: true .*number of proxies.*CIDRs/);
  });

  it('accepts a hop count, proxy addresses and CIDRs, and refuses garbage', () => {
    expect(AppConfig.fromEnv(testEnv({ TRUST_PROXY: '1' })).trustProxy).toBe(1);
    expect(AppConfig.fromEnv(testEnv({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12, ::1' })).trustProxy).toBe(
      '10.0.0.5, 172.16.0.0/12, ::1',
    );
    expect(AppConfig.fromEnv(testEnv({ TRUST_PROXY: 'loopback' })).trustProxy).toBe('loopback');
    for (const bad of ['yes', '10.0.0.0/33', 'nginx', '1.2.3']) {
      expect(() => AppConfig.fromEnv(testEnv({ TRUST_PROXY: bad }))).toThrow(/TRUST_PROXY/);
    }
  });
});

describe.each(ADAPTERS)('rotating X-Forwarded-For (%s adapter)', (adapter) => {
  const limits = { CONTACT_MAX_MESSAGES: '5', LOGIN_MAX_FAILURES: '5' };

  describe('behind one proxy (TRUST_PROXY=1)', () => {
    let gateway: TestGateway;
    beforeAll(async () => {
      // The stand-in upstream keeps the test defaults: only the gateway under test is limited.
      gateway = await startGateway(adapter, { ...limits, TRUST_PROXY: '1' }, {});
    });
    afterAll(() => gateway.close());

    // The proxy appends the address it saw; whatever the client put before it is ignored.
    const viaProxy = (attempt: number) => `10.${attempt}.${attempt}.${attempt}, 203.0.113.50`;

    it('does not get around the contact-form limit', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const response = await gateway
          .http()
          .post(pathOf('sendWebEmail'))
          .set('X-Forwarded-For', viaProxy(attempt))
          .send(message);
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array<number>(5).fill(200), ...Array<number>(7).fill(429)]);
    });

    it('does not get around the login limit', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const response = await gateway
          .http()
          .post(pathOf('login'))
          .set('X-Forwarded-For', viaProxy(attempt))
          .send({ username: `host${attempt}`, password: 'hadam' });
        statuses.push(response.status);
      }
      // Per client, whatever the username: 4 × LOGIN_MAX_FAILURES, then 429.
      expect(statuses.slice(0, 20)).toEqual(Array<number>(20).fill(401));
      expect(statuses.slice(20)).toEqual(Array<number>(10).fill(429));
    });

    it('keeps apart clients the proxy tells apart', async () => {
      await gateway
        .http()
        .post(pathOf('sendWebEmail'))
        .set('X-Forwarded-For', '203.0.113.51')
        .send(message)
        .expect(200);
      await gateway
        .http()
        .post(pathOf('login'))
        .set('X-Forwarded-For', '203.0.113.51')
        .send(MOCK_CREDENTIALS)
        .expect(200);
    });
  });

  describe('without a proxy (default TRUST_PROXY=false)', () => {
    let gateway: TestGateway;
    beforeAll(async () => {
      gateway = await startGateway(adapter, limits, {});
    });
    afterAll(() => gateway.close());

    it('ignores X-Forwarded-For altogether', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const response = await gateway
          .http()
          .post(pathOf('sendWebEmail'))
          .set('X-Forwarded-For', `198.51.100.${attempt}`)
          .send(message);
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array<number>(5).fill(200), ...Array<number>(3).fill(429)]);
    });
  });
});
