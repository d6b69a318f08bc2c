import type { NestExpressApplication } from '@nestjs/platform-express';
import { pathOf } from '@taxi/contracts';
import request from 'supertest';
import { MetricsServer } from '@/common/metrics/metrics-server';
import { closedPort, FakeUpstream, json } from './support/fake-upstream';
import { metricsPort, scrape } from './support/metrics-scrape';
import { MOCK_CREDENTIALS, startApp, startGateway, testEnv } from './support/test-app';

/** The value of one sample line, e.g. `taxi_login_failures_total 2`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) {
      continue;
    }
    if (wanted.every((pair) => line.includes(pair))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

describe('metrics (memory adapter)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startApp(testEnv({ METRICS_PORT: '0', LOGIN_MAX_FAILURES: '2' }));
  });
  afterAll(() => app.close());

  it('serves Prometheus text on its own port only, bound to loopback', async () => {
    const port = metricsPort(app);
    const scraped = await scrape(port);
    expect(scraped.status).toBe(200);
    expect(scraped.type).toContain('text/plain');
    expect(scraped.body).toContain('# TYPE taxi_nodejs_eventloop_lag_seconds gauge');
    expect(scraped.body).toContain('taxi_process_resident_memory_bytes');
    // Not on the product's port.
    const main = await request(app.getHttpServer()).get('/metrics');
    expect(main.text).not.toContain('taxi_nodejs');
  });

  it('counts requests by route template, upstream calls by name, session checks and logins', async () => {
    const http = () => request(app.getHttpServer());
    const session = await http().post(pathOf('login')).send(MOCK_CREDENTIALS).expect(200);
    const token = (session.body as { accessToken: string }).accessToken;
    await http().get(pathOf('vipList')).set('Authorization', `Bearer ${token}`).expect(200);
    await http().get(pathOf('userList', { token })).set('Authorization', `Bearer ${token}`).expect(200);
    await http().get(pathOf('vipList')).set('Authorization', 'Bearer no-such-session-token').expect(401);
    await http()
      .post(pathOf('login'))
      .send({ ...MOCK_CREDENTIALS, password: 'spatne' })
      .expect(401);

    const text = (await scrape(metricsPort(app))).body;
    const requests = 'taxi_http_request_duration_seconds_count';
    expect(sample(text, requests, { method: 'GET', route: '/api/vip', status_class: '2xx' })).toBe(1);
    expect(sample(text, requests, { method: 'GET', route: '/api/vip', status_class: '4xx' })).toBe(1);
    expect(sample(text, requests, { route: '/api/user/{token}', status_class: '2xx' })).toBe(1);
    expect(text).not.toContain(token);
    expect(
      sample(text, 'taxi_upstream_call_duration_seconds_count', { call: 'vipList', outcome: 'ok' }),
    ).toBe(1);
    expect(sample(text, 'taxi_session_checks_total', { verdict: 'valid' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'taxi_session_checks_total', { verdict: 'unknown' })).toBe(1);
    expect(sample(text, 'taxi_login_failures_total')).toBe(1);
    expect(sample(text, 'taxi_fleet_vehicles')).toBeGreaterThan(0);
    expect(sample(text, 'taxi_fleet_polling', { role: 'alone' })).toBe(1);
    expect(sample(text, 'taxi_upstream_socket_state')).toBe(2);
    expect(sample(text, 'taxi_realtime_clients')).toBe(0);
  });

  it('counts lockouts, limit refusals and writes from another site', async () => {
    const wrong = { ...MOCK_CREDENTIALS, password: 'hadam' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await request(app.getHttpServer())
        .post(pathOf('login'))
        .set('X-Forwarded-For', '203.0.113.9')
        .send(wrong);
    }
    await request(app.getHttpServer())
      .post(pathOf('sendWebEmail'))
      .set('Origin', 'https://evil.example')
      .send({})
      .expect(403);
    const text = (await scrape(metricsPort(app))).body;
    expect(sample(text, 'taxi_login_lockouts_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'taxi_rate_limit_refusals_total', { limit: 'login' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'taxi_csrf_refusals_total')).toBe(1);
  });
});

describe('metrics of the http adapter', () => {
  it('count each upstream call by outcome: ok, 4xx, 5xx, refused, unreadable', async () => {
    const token = 'metrics-session-token';
    const fake = await FakeUpstream.start((req, res) => {
      switch (req.url ?? '') {
        case pathOf('tokenCheck', { token }):
          return json(res, 200, true);
        case pathOf('vipList'):
          return json(res, 200, []);
        case pathOf('sosList'):
          return json(res, 500, { message: 'boom' });
        case pathOf('orderList'):
          return json(res, 200, '<html>');
        default:
          return json(res, 404, { message: 'Nenalezeno' });
      }
    });
    const gateway = await startGateway('memory', { UPSTREAM_URL: fake.url, METRICS_PORT: '0' });
    try {
      const bearer = { Authorization: `Bearer ${token}` };
      await gateway.http().get(pathOf('vipList')).set(bearer).expect(200);
      await gateway.http().get(pathOf('sosList')).set(bearer).expect(502);
      await gateway.http().get(pathOf('orderList')).set(bearer).expect(502);
      await gateway.http().get(pathOf('notificationList')).set(bearer).expect(404);
      const text = (await scrape(metricsPort(gateway.app))).body;
      const calls = 'taxi_upstream_call_duration_seconds_count';
      expect(sample(text, calls, { call: 'vipList', outcome: 'ok' })).toBe(1);
      expect(sample(text, calls, { call: 'sosList', outcome: '5xx' })).toBe(1);
      expect(sample(text, calls, { call: 'orderList', outcome: 'unreadable' })).toBe(1);
      expect(sample(text, calls, { call: 'notificationList', outcome: '4xx' })).toBe(1);
    } finally {
      await gateway.close();
      await fake.close();
    }

    const nobody = await startGateway('memory', {
      UPSTREAM_URL: `http://127.0.0.1:${await closedPort()}`,
      METRICS_PORT: '0',
    });
    try {
      await nobody.http().get(pathOf('vipList')).set('Authorization', `Bearer ${token}`).expect(502);
      const text = (await scrape(metricsPort(nobody.app))).body;
      expect(
        sample(text, 'taxi_upstream_call_duration_seconds_count', { call: 'tokenCheck', outcome: 'refused' }),
      ).toBe(1);
    } finally {
      await nobody.close();
    }
  });
});

describe('metrics that say what they mean', () => {
  it('label requests to no route with one fixed value, never their path', async () => {
    const app = await startApp(testEnv({ METRICS_PORT: '0' }));
    try {
      const http = () => request(app.getHttpServer());
      await http().get('/api/neni/tady/a1b2c3d4e5f6').expect(404);
      await http().post('/api/tajna-cesta-987').send({}).expect(404);
      await http().get('/uplne/jinde').expect(404);
      const text = (await scrape(metricsPort(app))).body;
      const requests = 'taxi_http_request_duration_seconds_count';
      expect(sample(text, requests, { method: 'GET', route: 'unmatched', status_class: '4xx' })).toBe(2);
      expect(sample(text, requests, { method: 'POST', route: 'unmatched', status_class: '4xx' })).toBe(1);
      expect(text).not.toMatch(/a1b2c3d4e5f6|tajna-cesta|uplne|\{\*path\}/);
    } finally {
      await app.close();
    }
  });

  it('leave out Redis without REDIS_URL, and the snapshot age until a poll succeeded', async () => {
    const app = await startApp(
      testEnv({
        METRICS_PORT: '0',
        FLEET_PROVIDER: 'cargroups',
        FLEET_CARGROUPS_URL: `http://127.0.0.1:${await closedPort()}`,
        FLEET_CARGROUPS_KEY: 'klic',
      }),
    );
    try {
      const text = (await scrape(metricsPort(app))).body;
      expect(text).toContain('# TYPE taxi_redis_up gauge');
      expect(sample(text, 'taxi_redis_up')).toBeUndefined();
      expect(sample(text, 'taxi_fleet_snapshot_age_seconds')).toBeUndefined();
      expect(sample(text, 'taxi_fleet_vehicles')).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('say whether the upstream answers, as /readyz does', async () => {
    const app = await startApp(testEnv({ METRICS_PORT: '0' }));
    const orphan = await startGateway('memory', {
      UPSTREAM_URL: `http://127.0.0.1:${await closedPort()}`,
      METRICS_PORT: '0',
    });
    try {
      await request(app.getHttpServer()).get('/readyz').expect(200);
      expect(sample((await scrape(metricsPort(app))).body, 'taxi_upstream_reachable')).toBe(1);
      await orphan.http().get('/readyz').expect(503);
      expect(sample((await scrape(metricsPort(orphan.app))).body, 'taxi_upstream_reachable')).toBe(0);
    } finally {
      await app.close();
      await orphan.close();
    }
  });

  it('count a 5xx of the token check as 5xx, though the caller is not admitted', async () => {
    const fake = await FakeUpstream.start((_request, response) => json(response, 503, { message: 'down' }));
    const gateway = await startGateway('memory', { UPSTREAM_URL: fake.url, METRICS_PORT: '0' });
    try {
      await gateway.http().get(pathOf('vipList')).set('Authorization', 'Bearer nejaky-token-123').expect(401);
      const text = (await scrape(metricsPort(gateway.app))).body;
      const calls = 'taxi_upstream_call_duration_seconds_count';
      expect(sample(text, calls, { call: 'tokenCheck', outcome: '5xx' })).toBe(1);
      expect(sample(text, calls, { call: 'tokenCheck', outcome: '4xx' })).toBeUndefined();
    } finally {
      await gateway.close();
      await fake.close();
    }
  });
});

describe('without METRICS_PORT', () => {
  it('measures nothing and listens on no other port', async () => {
    const app = await startApp(testEnv());
    try {
      expect(app.get(MetricsServer).port()).toBeNull();
      const response = await request(app.getHttpServer()).get('/metrics');
      expect(response.text).not.toContain('taxi_');
    } finally {
      await app.close();
    }
  });
});
