import type { NestExpressApplication } from '@nestjs/platform-express';
import { Server } from 'socket.io';
import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { connectClient, nextEvent } from './support/socket-client';
import { FakeUpstream, json } from './support/fake-upstream';
import { newOrder, post } from './support/fixtures';
import {
  listenOnLoopback,
  login,
  startApp,
  startGateway,
  testEnv,
  type Session,
  type TestGateway,
} from './support/test-app';
import { pathOf } from '@taxi/contracts';

describe('realtime channel (memory adapter)', () => {
  let gateway: TestGateway;
  let url: string;
  let session: Session;
  const clients: Socket[] = [];

  beforeAll(async () => {
    gateway = await startGateway('memory');
    url = await listenOnLoopback(gateway.app);
    session = await login(gateway);
  });
  afterEach(() => clients.splice(0).forEach((client) => client.close()));
  afterAll(() => gateway.close());

  async function admin(headers: Record<string, string> = {}): Promise<Socket> {
    const client = await connectClient(url, { Cookie: session.cookie, ...headers });
    clients.push(client);
    return client;
  }

  it('refuses a connection without a session', async () => {
    await expect(connectClient(url)).rejects.toThrow('unauthorized');
    await expect(connectClient(url, { Cookie: 'token=not-a-session' })).rejects.toThrow('unauthorized');
  });

  it('refuses a handshake from another site even with a valid session', async () => {
    await expect(
      connectClient(url, { Cookie: session.cookie, Origin: 'https://evil.example' }),
    ).rejects.toThrow();
    const sameSite = await admin({ Origin: url });
    expect(sameSite.connected).toBe(true);
  });

  it('tells a signed-in dispatcher about a new order', async () => {
    const client = await admin();
    const ride = nextEvent<{ id: number }>(client, 'ride');
    await post(gateway, session, pathOf('orderCreate'), newOrder).expect(201);
    expect((await ride).id).toEqual(expect.any(Number));
  });

  it('raises a simulated SOS alert that arrives as the sos event and in the list', async () => {
    const client = await admin();
    const sos = nextEvent<{ id: number }>(client, 'sos');
    const created = await post(gateway, session, pathOf('mockSos'), {}).expect(201);
    const alert = created.body as { id: number };
    expect(await sos).toEqual({ id: alert.id });
    const list = await gateway.http().get(pathOf('sosList')).set('Cookie', session.cookie).expect(200);
    expect((list.body as { id: number }[]).map((item) => item.id)).toContain(alert.id);
  });

  it('rejects a simulated SOS for an unknown body field', async () => {
    const response = await post(gateway, session, pathOf('mockSos'), { userId: 'x' }).expect(400);
    expect(JSON.stringify(response.body)).toContain('userId');
  });

  it('advances the ride simulation on demand with ride events', async () => {
    const client = await admin();
    const names: string[] = [];
    for (const name of ['ride', 'rideAccept', 'rideDecline', 'ridePickup', 'rideComplete']) {
      client.on(name, () => names.push(name));
    }
    await post(gateway, session, pathOf('mockRidesTick'), {}).expect(204);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(names.length).toBeGreaterThan(0);
  });

  it('closes a session’s open connections at logout and refuses it afterwards', async () => {
    const own = await login(gateway);
    const other = await login(gateway);
    const client = await connectClient(url, { Cookie: own.cookie });
    const bystander = await connectClient(url, { Cookie: other.cookie });
    clients.push(client, bystander);
    const closed = new Promise<string>((resolve) => client.once('disconnect', resolve));

    await post(gateway, own, pathOf('logout'), {}).expect(200);

    // Closed by the server at once (the periodic re-check would take a minute).
    await expect(closed).resolves.toBe('io server disconnect');
    await expect(connectClient(url, { Cookie: own.cookie })).rejects.toThrow('unauthorized');
    expect(bystander.connected).toBe(true);
  });
});

describe('ride simulator (memory adapter, on by env)', () => {
  it('keeps rides moving by itself', async () => {
    const gateway = await startGateway('memory', { MOCK_SIMULATION_INTERVAL_MS: '100' });
    try {
      const url = await listenOnLoopback(gateway.app);
      const session = await login(gateway);
      const client = await connectClient(url, { Cookie: session.cookie });
      const events: string[] = [];
      client.onAny((name: string) => events.push(name));
      await new Promise((resolve) => setTimeout(resolve, 700));
      client.close();
      expect(events.filter((name) => name.startsWith('ride')).length).toBeGreaterThanOrEqual(3);
    } finally {
      await gateway.close();
    }
  });
});

describe('realtime relay (http adapter)', () => {
  let upstream: NestExpressApplication;
  let upstreamUrl: string;
  let gateway: NestExpressApplication;
  let gatewayUrl: string;
  let upstreamSession: Session;
  const clients: Socket[] = [];

  beforeAll(async () => {
    upstream = await startApp(testEnv());
    upstreamUrl = await listenOnLoopback(upstream);
    upstreamSession = await login({
      adapter: 'memory',
      app: upstream,
      http: () => request(upstream.getHttpServer()),
      close: () => upstream.close(),
    });
    gateway = await startApp(
      testEnv({
        UPSTREAM_URL: upstreamUrl,
        UPSTREAM_SOCKET_TOKEN: upstreamSession.token,
        UPSTREAM_TOKEN_CACHE_MS: '0',
      }),
    );
    gatewayUrl = await listenOnLoopback(gateway);
  });
  afterEach(() => clients.splice(0).forEach((client) => client.close()));
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  it('relays an upstream event to signed-in clients', async () => {
    const client = await connectClient(gatewayUrl, { Authorization: `Bearer ${upstreamSession.token}` });
    clients.push(client);
    // The relay's own connection to the upstream may still be opening.
    let received: { id: number } | undefined;
    for (let attempt = 0; attempt < 20 && received === undefined; attempt += 1) {
      const sos = nextEvent<{ id: number }>(client, 'sos', 500).catch(() => undefined);
      await fetch(`${upstreamUrl}/api/mock/sos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${upstreamSession.token}` },
        body: '{}',
      });
      received = await sos;
    }
    expect(received?.id).toEqual(expect.any(Number));
  });

  it('answers 404 for the mock controls, which only the embedded mock has', async () => {
    const response = await fetch(`${gatewayUrl}/api/mock/sos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${upstreamSession.token}` },
      body: '{}',
    });
    expect(response.status).toBe(404);
  });
});

describe('realtime relay after the upstream socket drops', () => {
  const TOKEN = 'relay-test-session';
  let port: number;
  let io: Server;
  let gateway: NestExpressApplication;
  let client: Socket;

  /** A bare upstream: accepts the test token and runs a socket.io server, restartable on the same port. */
  async function startUpstream(onPort = 0): Promise<void> {
    const fake = await FakeUpstream.start(
      (request, response) => json(response, 200, request.url === pathOf('tokenCheck', { token: TOKEN })),
      { port: onPort },
    );
    io = new Server(fake.server, { transports: ['websocket'] });
    port = fake.port;
  }

  beforeAll(async () => {
    await startUpstream();
    const connected = new Promise((resolve) => io.once('connection', resolve));
    gateway = await startApp(
      testEnv({ UPSTREAM_URL: `http://127.0.0.1:${port}`, UPSTREAM_TOKEN_CACHE_MS: '0' }),
    );
    const url = await listenOnLoopback(gateway);
    await connected;
    client = await connectClient(url, { Authorization: `Bearer ${TOKEN}` });
  });
  afterAll(async () => {
    client.close();
    await gateway.close();
    await io.close();
  });

  it('passes documented events on and ignores unknown ones', async () => {
    const received: string[] = [];
    const record = (event: string) => received.push(event);
    client.onAny(record);
    const ride = nextEvent(client, 'ride');
    io.emit('notDocumented', 1);
    io.emit('ride', 42);
    expect(await ride).toEqual({ id: 42 });
    client.offAny(record);
    // One connection keeps the order: an unknown event passed on would have come before the ride.
    expect(received).toEqual(['ride']);
  });

  it('reconnects when the upstream comes back and asks clients to resync', async () => {
    const resync = nextEvent(client, 'resync');
    await io.close();
    await startUpstream(port);
    await resync;
    const ride = nextEvent(client, 'ride');
    io.emit('ride', { id: 7, status: 'accepted' });
    expect(await ride).toEqual({ id: 7, status: 'accepted' });
  });
});
