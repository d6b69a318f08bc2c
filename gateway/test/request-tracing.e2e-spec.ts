import type { NestExpressApplication } from '@nestjs/platform-express';
import { pathOf } from '@taxi/contracts';
import request from 'supertest';
import { AppConfig } from '@/config/app-config';
import { createApp } from '@/create-app';
import { FakeUpstream, json } from './support/fake-upstream';
import { logSink } from './support/log-sink';
import { listenOnLoopback, MOCK_CREDENTIALS, testEnv } from './support/test-app';

const REQUEST_ID = 'dispecink-42';
const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

async function start(env: Record<string, string>, sink = logSink()): Promise<NestExpressApplication> {
  const app = await createApp(AppConfig.fromEnv(testEnv({ LOG_LEVEL: 'info', ...env })), {
    logDestination: sink.stream,
  });
  await app.init();
  return app;
}

describe('one request id from the browser through the gateway to the company server', () => {
  it('is in the gateway’s log and, forwarded, in the upstream’s own log of that call', async () => {
    const upstreamLog = logSink();
    const gatewayLog = logSink();
    const upstream = await start({}, upstreamLog);
    const gateway = await start(
      { UPSTREAM_URL: await listenOnLoopback(upstream), UPSTREAM_TOKEN_CACHE_MS: '0' },
      gatewayLog,
    );
    try {
      const session = await request(gateway.getHttpServer())
        .post(pathOf('login'))
        .send(MOCK_CREDENTIALS)
        .expect(200);
      const token = (session.body as { accessToken: string }).accessToken;
      upstreamLog.clear();
      gatewayLog.clear();
      const answer = await request(gateway.getHttpServer())
        .get(pathOf('vipList'))
        .set('Authorization', `Bearer ${token}`)
        .set('X-Request-Id', REQUEST_ID)
        .expect(200);
      expect(answer.headers['x-request-id']).toBe(REQUEST_ID);
      const logged = (entries: ReturnType<typeof gatewayLog.entries>, url: string) =>
        entries.filter((entry) => entry.req?.id === REQUEST_ID && entry.req.url === url);
      expect(logged(gatewayLog.entries(), pathOf('vipList'))).toHaveLength(1);
      // The gateway's token check and its call, each logged by the upstream under the same id.
      expect(logged(upstreamLog.entries(), pathOf('vipList'))).toHaveLength(1);
      expect(
        upstreamLog.entries().filter((entry) => entry.req?.id === REQUEST_ID).length,
      ).toBeGreaterThanOrEqual(2);
    } finally {
      await gateway.close();
      await upstream.close();
    }
  });

  it('forwards an incoming W3C traceparent (only a well-formed one), logs the calls under the request, and leaves background polls alone', async () => {
    const token = 'tracing-session';
    const fake = await FakeUpstream.start((req, res) => {
      if (req.url === pathOf('tokenCheck', { token })) {
        return json(res, 200, true);
      }
      if (req.url === '/authenticate') {
        return json(res, 200, { token: 'fleet' });
      }
      if (req.url === '/carGroups') {
        return json(res, 200, { carGroups: [] });
      }
      // One VIP code the gateway cannot read: it logs that, under the request's id.
      return json(res, 200, [
        { id: 1, phone: '+420 777 123 456', code: 'ABCDEFGH', discount: 10 },
        { id: 'x' },
      ]);
    });
    const gatewayLog = logSink();
    const gateway = await start(
      {
        UPSTREAM_URL: fake.url,
        FLEET_PROVIDER: 'cargroups',
        FLEET_CARGROUPS_URL: fake.url,
        FLEET_CARGROUPS_KEY: 'key',
      },
      gatewayLog,
    );
    try {
      const bearer = { Authorization: `Bearer ${token}` };
      await request(gateway.getHttpServer())
        .get(pathOf('vipList'))
        .set(bearer)
        .set('X-Request-Id', REQUEST_ID)
        .set('traceparent', TRACEPARENT)
        .expect(200);
      const forwarded = fake.received.filter((received) => received.url === pathOf('vipList'));
      expect(forwarded[0]?.headers).toMatchObject({ 'x-request-id': REQUEST_ID, traceparent: TRACEPARENT });
      const skipped = gatewayLog.entries().find((entry) => entry.msg?.startsWith('Upstream record skipped'));
      expect(skipped?.req?.id).toBe(REQUEST_ID);
      // The fleet poll serves no request: it carries no id of one.
      const poll = fake.received.find((received) => received.url === '/carGroups');
      expect(poll).toBeDefined();
      expect(poll?.headers['x-request-id']).toBeUndefined();

      fake.received.splice(0);
      await request(gateway.getHttpServer())
        .get(pathOf('vipList'))
        .set(bearer)
        .set('traceparent', 'nonsense')
        .expect(200);
      const [plain] = fake.received.filter((received) => received.url === pathOf('vipList'));
      expect(plain?.headers.traceparent).toBeUndefined();
      expect(plain?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await gateway.close();
      await fake.close();
    }
  });
});
