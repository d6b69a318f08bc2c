import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { driverLabel, type FleetSnapshot, FleetSnapshotSchema, pathOf } from '@taxi/contracts';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { CARGROUPS_ANSWER } from './support/cargroups.samples';
import { TRACCAR_DEVICES, TRACCAR_GROUPS, TRACCAR_POSITIONS } from './support/traccar.samples';
import { AppConfig } from '@/config/app-config';
import { createApp } from '@/create-app';
import { type FakeUpstream, json, startFakeUpstream } from './support/fake-upstream';
import { listDrivers } from './support/fixtures';
import { login, type Session, testEnv, type TestGateway } from './support/test-app';

type FleetGateway = TestGateway & { url: string };

// nestjs-pino binds logs written outside a request to the first app created in the process,
// so every gateway of this file shares one sink; lines are told apart by provider name.
const logs: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

/** The whole app on loopback (sockets need a real port; listening also flushes the buffered logs). */
async function startFleetGateway(overrides: Record<string, string>): Promise<FleetGateway> {
  const config = AppConfig.fromEnv(testEnv({ LOG_LEVEL: 'info', ...overrides }));
  const app = await createApp(config, { logDestination: sink });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    adapter: 'memory',
    app,
    url: `http://127.0.0.1:${port}`,
    http: () => request(app.getHttpServer()),
    close: () => app.close(),
  };
}

async function snapshot(gateway: TestGateway, session: Session): Promise<FleetSnapshot> {
  const response = await gateway
    .http()
    .get(pathOf('fleetPositions'))
    .set('Cookie', session.cookie)
    .expect(200);
  return FleetSnapshotSchema.parse(response.body);
}

/** Polls the snapshot until it satisfies `done` (no fixed sleeps); fails after `timeoutMs`. */
async function snapshotWhen(
  gateway: TestGateway,
  session: Session,
  done: (snapshot: FleetSnapshot) => boolean,
  timeoutMs = 30_000,
): Promise<FleetSnapshot> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await snapshot(gateway, session);
    if (done(current)) {
      return current;
    }
    if (Date.now() > deadline) {
      throw new Error(`Snapshot never matched; last: ${JSON.stringify(current)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const newerThan = (previous: FleetSnapshot) => (current: FleetSnapshot) =>
  current.fetchedAt !== null && current.fetchedAt > (previous.fetchedAt ?? '');

const fleetLines = (provider: string, event: string) =>
  logs.filter((line) => line.includes(`Vehicle tracking (${provider}) ${event}`));

// Short enough that an outage and its recovery take seconds; the timeout leaves room for a loaded machine.
const FAST = { FLEET_POLL_INTERVAL_MS: '100', FLEET_TIMEOUT_MS: '3000', FLEET_MAX_BACKOFF_MS: '300' };

describe('fleet positions with the simulated provider', () => {
  let gateway: FleetGateway;
  let session: Session;

  beforeAll(async () => {
    gateway = await startFleetGateway({ FLEET_POLL_INTERVAL_MS: '100' });
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  it('answers 401 without a session', async () => {
    const response = await gateway.http().get(pathOf('fleetPositions')).expect(401);
    expect(response.body).toEqual({ message: 'Přihlášení vypršelo. Přihlaste se prosím znovu.' });
  });

  it('answers a fresh snapshot of six cars around Litoměřice, never cached', async () => {
    const response = await gateway
      .http()
      .get(pathOf('fleetPositions'))
      .set('Cookie', session.cookie)
      .expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const fleet = await snapshotWhen(gateway, session, (current) => current.fetchedAt !== null);
    expect(fleet).toMatchObject({ provider: 'simulated', stale: false });
    expect(fleet.error).toBeUndefined();
    expect(fleet.ageMs).toBeLessThan(1_000);
    expect(fleet.positions).toHaveLength(6);
    for (const position of fleet.positions) {
      expect(position.spz).toMatch(/^[1-9]U\d \d{4}$/);
      expect(position.toolTipText).toMatch(/^\p{Lu}\p{Ll}+( \p{Lu}\p{Ll}+)? – \p{Ll}/u);
      expect(position.position.latitude).toBeGreaterThan(50.4);
      expect(position.position.latitude).toBeLessThan(50.6);
    }
  });

  it('drives the drivers of the driver list, as the Řidič select names them', async () => {
    const drivers = await listDrivers(gateway, session);
    const labels = drivers.map(driverLabel);
    const fleet = await snapshotWhen(gateway, session, (current) => current.positions.length > 0);
    const names = fleet.positions.map((position) => position.toolTipText.split(' – ')[0]);
    expect(names).toEqual(labels.slice(0, names.length));
    expect(new Set(names).size).toBe(names.length);
  });

  it('moves the cars between two polls', async () => {
    const first = await snapshotWhen(gateway, session, (current) => current.fetchedAt !== null);
    const second = await snapshotWhen(gateway, session, newerThan(first));
    expect(second.positions.map((position) => position.carID)).toEqual(
      first.positions.map((position) => position.carID),
    );
    expect(second.positions.map((position) => position.position)).not.toEqual(
      first.positions.map((position) => position.position),
    );
  });

  it('pushes each snapshot to a connected admin socket', async () => {
    const socket: Socket = io(gateway.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: session.token },
      reconnection: false,
    });
    try {
      const pushed = await new Promise<unknown>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no fleet event')), 5_000);
        socket.once('fleet', (payload: unknown) => {
          clearTimeout(timer);
          resolve(payload);
        });
        socket.once('connect_error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
      });
      const fleet = FleetSnapshotSchema.parse(pushed);
      expect(fleet).toMatchObject({ provider: 'simulated', stale: false });
      // Just fetched: a few milliseconds at most on a loaded machine (exact ages: fleet-poller.spec.ts).
      expect(fleet.ageMs).toBeLessThan(1_000);
      expect(fleet.positions).toHaveLength(6);
    } finally {
      socket.disconnect();
    }
  });
});

describe('fleet positions with FLEET_SIMULATED_VEHICLES', () => {
  it('simulates 500 cars for the map benchmark', async () => {
    const gateway = await startFleetGateway({ FLEET_SIMULATED_VEHICLES: '500' });
    try {
      const session = await login(gateway);
      const fleet = await snapshotWhen(gateway, session, (current) => current.fetchedAt !== null);
      expect(fleet.positions).toHaveLength(500);
      expect(new Set(fleet.positions.map((position) => position.spz)).size).toBe(500);
    } finally {
      await gateway.close();
    }
  });
});

type Mode = 'ok' | 'error' | 'hang';

/** A tracking service stand-in whose behaviour the test switches. */
async function startTrackingService(
  routes: (request: http.IncomingMessage, response: http.ServerResponse, body: string) => void,
): Promise<FakeUpstream & { state: { mode: Mode } }> {
  const state: { mode: Mode } = { mode: 'ok' };
  const server = await startFakeUpstream((request, response, body) => {
    if (state.mode === 'hang') {
      return;
    }
    if (state.mode === 'error') {
      return json(response, 500, { message: 'internal error' });
    }
    routes(request, response, body);
  });
  return Object.assign(server, { state });
}

describe.each([
  {
    provider: 'cargroups',
    secret: 'cg-key-5e1f0c',
    env: (url: string) => ({
      FLEET_PROVIDER: 'cargroups',
      FLEET_CARGROUPS_URL: `${url}/fleet/v1`,
      FLEET_CARGROUPS_KEY: 'cg-key-5e1f0c',
    }),
    routes: (request: http.IncomingMessage, response: http.ServerResponse, body: string) => {
      if (request.method === 'POST' && request.url === '/fleet/v1/authenticate') {
        const { key } = JSON.parse(body) as { key?: string };
        return key === 'cg-key-5e1f0c'
          ? json(response, 200, { token: 'cg-token-91ab' })
          : json(response, 401, { message: 'bad key' });
      }
      if (request.url === '/fleet/v1/carGroups' && request.headers.authorization === 'Bearer cg-token-91ab') {
        return json(response, 200, CARGROUPS_ANSWER);
      }
      return json(response, 401, {});
    },
    expectedIds: [11, '13', 14],
  },
  {
    provider: 'traccar',
    secret: 'tr-pass-77c2',
    env: (url: string) => ({
      FLEET_PROVIDER: 'traccar',
      FLEET_TRACCAR_URL: url,
      FLEET_TRACCAR_USER: 'dispecink@taxi.example.cz',
      FLEET_TRACCAR_PASSWORD: 'tr-pass-77c2',
    }),
    routes: (request: http.IncomingMessage, response: http.ServerResponse) => {
      const expected = `Basic ${Buffer.from('dispecink@taxi.example.cz:tr-pass-77c2').toString('base64')}`;
      if (request.headers.authorization !== expected) {
        return json(response, 401, {});
      }
      const lists: Record<string, unknown> = {
        '/api/devices': TRACCAR_DEVICES,
        '/api/positions': TRACCAR_POSITIONS,
        '/api/groups': TRACCAR_GROUPS,
      };
      const list = lists[request.url ?? ''];
      return list ? json(response, 200, list) : json(response, 404, {});
    },
    expectedIds: [101, 102],
  },
])('fleet positions from the $provider provider', ({ provider, secret, env, routes, expectedIds }) => {
  let service: Awaited<ReturnType<typeof startTrackingService>>;
  let gateway: FleetGateway;
  let session: Session;
  let good: FleetSnapshot;
  let outagesBefore: number;

  beforeAll(async () => {
    service = await startTrackingService(routes);
    gateway = await startFleetGateway({ ...FAST, ...env(service.url) });
    session = await login(gateway);
  });
  afterAll(async () => {
    await gateway.close();
    await service.close();
  });

  it('maps the answer to positions', async () => {
    good = await snapshotWhen(gateway, session, (current) => current.fetchedAt !== null);
    expect(good).toMatchObject({ provider, stale: false });
    expect(good.positions.map((position) => position.carID)).toEqual(expectedIds);
    expect(good.positions[0]).toMatchObject({
      spz: '4U2 1234',
      position: { latitude: 50.5337, longitude: 14.1316 },
    });
  });

  it('keeps the previous positions, marked stale with a Czech reason, while the service fails', async () => {
    outagesBefore = fleetLines(provider, 'failed').length;
    service.state.mode = 'error';
    const stale = await snapshotWhen(gateway, session, (current) => current.stale);
    expect(stale).toMatchObject({ provider, stale: true, error: 'Sledování vozidel je nedostupné.' });
    expect(stale.positions).toEqual(good.positions);
    expect(stale.fetchedAt).not.toBeNull();
  });

  it('is fresh again once the service recovers, having logged the outage once', async () => {
    const before = await snapshot(gateway, session);
    service.state.mode = 'ok';
    const fresh = await snapshotWhen(
      gateway,
      session,
      (current) => !current.stale && newerThan(before)(current),
    );
    expect(fresh.error).toBeUndefined();
    expect(fresh.positions).toEqual(good.positions);
    expect(fleetLines(provider, 'failed')).toHaveLength(outagesBefore + 1);
    expect(fleetLines(provider, 'answers again')).toHaveLength(outagesBefore + 1);
  });

  it('turns stale within the timeout when the service hangs, then recovers', async () => {
    service.state.mode = 'hang';
    // A service that never answers: only the poll's own timeout can make the snapshot stale.
    const stale = await snapshotWhen(gateway, session, (current) => current.stale);
    expect(stale).toMatchObject({ error: 'Sledování vozidel neodpovědělo včas.' });
    expect(stale.positions).toEqual(good.positions);

    service.state.mode = 'ok';
    await snapshotWhen(gateway, session, (current) => !current.stale);
    expect(fleetLines(provider, 'failed')).toHaveLength(outagesBefore + 2);
  });

  it('never writes the credential to the log', () => {
    const logged = logs.join('\n');
    expect(fleetLines(provider, 'failed').length).toBeGreaterThanOrEqual(2);
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain('cg-token-91ab');
    expect(logged).not.toContain(service.url.replace('http://', ''));
  });
});

describe('fleet poll on shutdown', () => {
  it('does not hold up closing the app while a poll hangs', async () => {
    const service = await startTrackingService(() => undefined);
    service.state.mode = 'hang';
    const gateway = await startFleetGateway({
      FLEET_PROVIDER: 'cargroups',
      FLEET_CARGROUPS_URL: service.url,
      FLEET_CARGROUPS_KEY: 'k',
      FLEET_TIMEOUT_MS: '60000',
    });
    try {
      const deadline = Date.now() + 5_000;
      while (service.seen.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(service.seen).toEqual(['POST /authenticate']);
      const started = Date.now();
      await gateway.close();
      // Far below the 60 s poll timeout it must not wait for; wide enough for a loaded machine.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await service.close();
    }
  });
});
