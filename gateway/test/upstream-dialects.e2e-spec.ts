import type http from 'node:http';
import { type EndpointName, endpoints, pathOf } from '@taxi/contracts';
import { Server as SocketServer } from 'socket.io';
import { io, type Socket as ClientSocket } from 'socket.io-client';
import { type FakeUpstream, json, startFakeUpstream } from './support/fake-upstream';
import { listenOnLoopback, startApp, testEnv } from './support/test-app';
import {
  DIALECTS,
  documented,
  DOCUMENTED_CALLS,
  FALSE_VERDICTS,
  gatewayPath,
  LOGIN_DIALECTS,
  WRITE_ACCEPTED_BODIES,
} from './support/upstream-dialects';

// Through the real Nest app in http mode, against a server that speaks other dialects than the mock.
jest.setTimeout(60_000);

const TOKEN = 'dialect-admin-token';
const auth = { Authorization: `Bearer ${TOKEN}` };

/** `GET /api/user/{token}` → a pattern matching that path with any token. */
function pathPattern(name: EndpointName): RegExp {
  const escaped = endpoints[name].path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\?\{token\\?\}|\{token\}/g, '[^/]+')}$`);
}

function callFor(method: string, url: string): EndpointName | undefined {
  const path = url.split('?')[0] ?? '';
  return (Object.keys(endpoints) as EndpointName[]).find(
    (name) => endpoints[name].method === method && pathPattern(name).test(path),
  );
}

type Answer = { status: number; body: unknown };
type Script = (call: EndpointName | undefined, request: http.IncomingMessage, body: string) => Answer;

function raw(response: http.ServerResponse, { status, body }: Answer): void {
  if (typeof body === 'string') {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
    return;
  }
  json(response, status, body);
}

async function startGatewayAgainst(upstream: FakeUpstream, env: Record<string, string> = {}) {
  const app = await startApp(testEnv({ UPSTREAM_URL: upstream.url, UPSTREAM_TOKEN_CACHE_MS: '0', ...env }));
  const url = await listenOnLoopback(app);
  return { app, url };
}

describe('the http adapter against the dialects of a real server', () => {
  let upstream: FakeUpstream;
  let script: Script;
  let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;
  const request = () => import('supertest').then(({ default: agent }) => agent(gateway.url));

  beforeAll(async () => {
    upstream = await startFakeUpstream((req, res, body) =>
      raw(res, script(callFor(req.method ?? '', req.url ?? ''), req, body)),
    );
    gateway = await startGatewayAgainst(upstream);
  });
  afterAll(async () => {
    await gateway.app.close();
    await upstream.close();
  });

  describe.each(DIALECTS)('$name', (dialect) => {
    it.each(DOCUMENTED_CALLS)('%s answers the documented shape, nothing left out', async (call) => {
      script = (asked) =>
        asked === 'tokenCheck'
          ? { status: 200, body: true }
          : asked === call
            ? { status: 200, body: dialect.send(documented(call), call) }
            : { status: 404, body: {} };
      const response = await (await request()).get(gatewayPath(call)).set(auth).expect(200);

      expect(response.body).toEqual(
        dialect.expect ? dialect.expect(documented(call), call) : documented(call),
      );
      expect(response.headers['x-skipped-records']).toBeUndefined();
    });
  });

  it('shows the rest of a list and says how many records it left out', async () => {
    const [order] = documented('orderList') as Record<string, Record<string, unknown>>[];
    const orders = [order, null, { ...order, id: 1300, ride: { ...order?.ride, people: null } }];
    script = (asked) =>
      asked === 'tokenCheck' ? { status: 200, body: true } : { status: 200, body: orders };

    const response = await (await request()).get(pathOf('orderList')).set(auth).expect(200);
    expect(response.body).toEqual(documented('orderList'));
    expect(response.headers['x-skipped-records']).toBe('2');
  });

  it('shows an SOS alert whose user is null, as an alert that can be dismissed', async () => {
    const dismissed: string[] = [];
    script = (asked, _req, body) => {
      if (asked === 'tokenCheck') {
        return { status: 200, body: true };
      }
      if (asked === 'sosDismiss') {
        dismissed.push(body);
        return { status: 204, body: '' };
      }
      return { status: 200, body: [{ id: '31', user: null }, ...(documented('sosList') as object[])] };
    };
    const client = await request();
    const alerts = await client.get(pathOf('sosList')).set(auth).expect(200);
    expect(alerts.body).toEqual([{ id: 31, user: null }, ...(documented('sosList') as object[])]);

    await (await request()).post(pathOf('sosDismiss')).set(auth).send({ id: 31 }).expect(200, { ok: true });
    expect(dismissed.map((body) => JSON.parse(body) as unknown)).toEqual([{ id: 31 }]);
  });

  it.each(FALSE_VERDICTS.map((verdict, index) => ({ verdict, index })))(
    'does not admit a token the server answered $verdict for',
    async ({ verdict, index }) => {
      // A token of its own: the gateway remembers an unknown token for a while.
      const stranger = `stranger-token-${index}`;
      script = (asked) =>
        asked === 'tokenCheck'
          ? { status: 200, body: verdict === '' ? '""' : verdict }
          : { status: 200, body: documented('orderList') };
      const response = await (
        await request()
      )
        .get(pathOf('orderList'))
        .set({ Authorization: `Bearer ${stranger}` })
        .expect(401);
      expect(response.body).toEqual({ message: 'Přihlášení vypršelo. Přihlaste se prosím znovu.' });
      // The relay's socket may reconnect meanwhile: the last API request is the check.
      const api = upstream.seen.filter((request) => !request.startsWith('GET /socket.io/'));
      expect(api.at(-1)).toBe(`GET /api/admins/${stranger}`);
    },
  );

  it.each(LOGIN_DIALECTS)('logs in when the server answers %j', async (answer) => {
    script = (asked) => (asked === 'login' ? { status: 200, body: answer } : { status: 404, body: {} });
    const response = await (
      await request()
    )
      .post(pathOf('login'))
      .send({ username: 'dispecink', password: 'heslo' })
      .expect(200);
    expect(response.body).toEqual({ accessToken: 'dialect.login.token' });
    expect(String(response.headers['set-cookie'])).toContain('token=dialect.login.token');
  });

  it.each(WRITE_ACCEPTED_BODIES)('takes $label as success for a write', async ({ status, body }) => {
    script = (asked) => {
      if (asked === 'tokenCheck') {
        return { status: 200, body: true };
      }
      if (asked === 'vipList') {
        return {
          status: 200,
          body: [{ id: '99', phone: '+420777000111', code: 'QWERTZUI', discount: '15' }],
        };
      }
      return { status, body };
    };
    const client = await request();
    await client
      .post(pathOf('userList', { token: 'delete' }))
      .set(auth)
      .send({ id_user: 5 })
      .expect(200, { ok: true });
    const created = await (
      await request()
    )
      .post(pathOf('vipCreate'))
      .set(auth)
      .send({ phone: '+420777000111', discount: 15, code: 'QWERTZUI' })
      .expect(201);
    // Not echoed: read back from the list.
    expect(created.body).toEqual({ id: 99, phone: '+420777000111', code: 'QWERTZUI', discount: 15 });
  });

  it('answers with what it sent when an accepted creation is neither echoed nor listed', async () => {
    script = (asked) => {
      if (asked === 'tokenCheck') {
        return { status: 200, body: true };
      }
      return asked === 'notificationList' ? { status: 200, body: [] } : { status: 200, body: '' };
    };
    const created = await (
      await request()
    )
      .post(pathOf('notificationCreate'))
      .set(auth)
      .send({ title: 'Silvestr', content: 'Jezdíme celou noc.' })
      .expect(201);
    expect(created.body).toEqual({ title: 'Silvestr', content: 'Jezdíme celou noc.' });
  });

  it('keeps the session when one call is refused but the token still checks out', async () => {
    script = (asked) =>
      asked === 'tokenCheck' ? { status: 200, body: { valid: true } } : { status: 403, body: {} };
    const refused = await (await request()).get(pathOf('vipList')).set(auth).expect(502);
    expect(refused.body).toEqual({ message: 'Server objednávek odmítl přístup.' });

    let checks = 0;
    script = (asked) => {
      if (asked === 'tokenCheck') {
        checks += 1;
        return checks === 1 ? { status: 200, body: true } : { status: 200, body: false };
      }
      return { status: 401, body: {} };
    };
    await (await request()).get(pathOf('vipList')).set(auth).expect(401);
    expect(checks).toBe(2);
  });

  it('reads dates without a zone in UPSTREAM_TIMEZONE and answers them with an offset', async () => {
    script = (asked) =>
      asked === 'tokenCheck'
        ? { status: 200, body: true }
        : {
            status: 200,
            body: [{ id: 1, title: 'T', content: 'C', createdAt: '2026-11-20 14:00:00' }],
          };
    const response = await (await request()).get(pathOf('notificationList')).set(auth).expect(200);
    expect(response.body).toEqual([
      { id: 1, title: 'T', content: 'C', createdAt: '2026-11-20T14:00:00.000+01:00' },
    ]);
  });
});

describe('the admin token travels as UPSTREAM_TOKEN_HEADER says', () => {
  it('sends it in a custom header on the token check and admin calls', async () => {
    const headers: http.IncomingHttpHeaders[] = [];
    const upstream = await startFakeUpstream((req, res) => {
      if (req.url?.startsWith('/api/')) {
        headers.push(req.headers);
      }
      json(res, 200, callFor(req.method ?? '', req.url ?? '') === 'tokenCheck' ? true : []);
    });
    const gateway = await startGatewayAgainst(upstream, { UPSTREAM_TOKEN_HEADER: 'x-access-token' });
    try {
      const { default: agent } = await import('supertest');
      await agent(gateway.url).get(pathOf('vipList')).set(auth).expect(200);
      expect(headers.map((h) => h['x-access-token'])).toEqual([TOKEN, TOKEN]);
      expect(headers.every((h) => h.authorization === undefined)).toBe(true);
    } finally {
      await gateway.app.close();
      await upstream.close();
    }
  });
});

describe('live events tell the truth about the upstream link', () => {
  let upstream: FakeUpstream;
  let upstreamIo: SocketServer;
  let refuse = false;
  let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;
  let client: ClientSocket | undefined;

  beforeAll(async () => {
    upstream = await startFakeUpstream((req, res) =>
      json(res, 200, callFor(req.method ?? '', req.url ?? '') === 'tokenCheck' ? true : []),
    );
    upstreamIo = new SocketServer(upstream.server, { path: '/socket.io', transports: ['websocket'] });
    upstreamIo.use((_socket, next) => (refuse ? next(new Error('odmítnuto')) : next()));
    gateway = await startGatewayAgainst(upstream);
  });
  afterAll(async () => {
    client?.disconnect();
    await gateway.app.close();
    await upstreamIo.close();
    await upstream.close();
  });

  const readiness = async () => {
    const { default: agent } = await import('supertest');
    return (await agent(gateway.url).get('/readyz')).body as { realtime: string };
  };
  const eventually = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 30_000;
    while (!(await check())) {
      if (Date.now() > deadline) {
        throw new Error('condition not met within 30 s');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('reports connected, then connecting when dropped, down while refused, connected when back', async () => {
    await eventually(async () => (await readiness()).realtime === 'connected');
    const states: string[] = [];
    // Listening before the connection opens: the gateway says the state as soon as it accepts one.
    client = io(gateway.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: auth });
    client.on('upstreamLink', (state: string) => states.push(state));
    await eventually(() => Promise.resolve(states.includes('connected')));

    refuse = true;
    upstreamIo.disconnectSockets(true);
    await eventually(() => Promise.resolve(states.includes('connecting')));
    await eventually(async () => (await readiness()).realtime === 'down');
    // Readiness stays 200 while only live events are down: the admin polls meanwhile.
    const { default: agent } = await import('supertest');
    await agent(gateway.url).get('/readyz').expect(200);
    expect(states).toContain('down');

    refuse = false;
    await eventually(async () => (await readiness()).realtime === 'connected');
    await eventually(() => Promise.resolve(states.at(-1) === 'connected'));
  });
});
