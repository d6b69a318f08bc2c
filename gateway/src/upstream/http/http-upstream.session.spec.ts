import { FakeUpstreamServer, sendJson } from './fake-upstream-server';
import { HttpUpstream, type HttpUpstreamOptions } from './http-upstream.adapter';

const TOKEN = 'adm.in+tok/en=';

// Every exchange runs against a local fake server with 200 ms timeouts.
jest.setTimeout(3_000);

describe('HttpUpstream sessions', () => {
  let server: FakeUpstreamServer;
  let upstreams: HttpUpstream[];

  const upstreamFor = (overrides: Partial<HttpUpstreamOptions> = {}): HttpUpstream => {
    const upstream = new HttpUpstream({
      baseUrl: server.baseUrl,
      connectTimeoutMs: 200,
      responseTimeoutMs: 200,
      tokenCacheMs: 60_000,
      ...overrides,
    });
    upstreams.push(upstream);
    return upstream;
  };

  beforeEach(async () => {
    server = await FakeUpstreamServer.start();
    upstreams = [];
  });

  afterEach(async () => {
    upstreams.forEach((upstream) => upstream.close());
    await server.stop();
  });

  describe('login and logout', () => {
    it('returns the access token of a successful login', async () => {
      server.respond(200, { accessToken: 'new.token' });
      const credentials = { username: 'admin', password: 'secret' };

      await expect(upstreamFor().login(credentials)).resolves.toEqual({ accessToken: 'new.token' });
      expect(server.received[0]).toMatchObject({ method: 'POST', url: '/api/admins/login' });
      expect(JSON.parse(server.received[0]?.body ?? '')).toEqual(credentials);
    });

    it.each([
      [200, {}],
      [400, { message: 'Bad' }],
      [401, { message: 'Wrong password' }],
      [403, {}],
    ])('returns null for a %i login answer without a token', async (status, body) => {
      server.respond(status, body);

      await expect(upstreamFor().login({ username: 'admin', password: 'x' })).resolves.toBeNull();
    });

    it('fails a login when the upstream is broken or sends a malformed token', async () => {
      server.respond(500, {});
      await expect(upstreamFor().login({ username: 'a', password: 'b' })).rejects.toMatchObject({
        failure: 'unavailable',
      });

      server.respond(200, { accessToken: 'not a token' });
      await expect(upstreamFor().login({ username: 'a', password: 'b' })).rejects.toMatchObject({
        failure: 'bad-response',
      });
    });

    it('logs out by posting the token and forgets its cached check', async () => {
      server.handle((req, res) => sendJson(res, 200, req.method === 'GET' ? true : { ok: true }));
      const upstream = upstreamFor();

      await expect(upstream.checkToken(TOKEN)).resolves.toBe(true);
      await upstream.logout(TOKEN);
      await upstream.checkToken(TOKEN);

      expect(server.received.map((r) => `${r.method} ${r.url}`)).toEqual([
        'GET /api/admins/adm.in%2Btok%2Fen%3D',
        'POST /api/history_login/create',
        'GET /api/admins/adm.in%2Btok%2Fen%3D',
      ]);
      expect(JSON.parse(server.received[1]?.body ?? '')).toEqual({ token: TOKEN });
    });
  });

  describe('checkToken', () => {
    it.each([
      [true, true],
      [{ id: 1, username: 'admin' }, true],
      [false, false],
      [null, false],
      [0, false],
      ['', false],
    ])('reads the answer %j as %s', async (answer, valid) => {
      server.respond(200, JSON.stringify(answer));

      await expect(upstreamFor().checkToken(TOKEN)).resolves.toBe(valid);
    });

    it.each([401, 403, 404])('treats %i as an invalid token', async (status) => {
      server.respond(status, {});

      await expect(upstreamFor().checkToken(TOKEN)).resolves.toBe(false);
    });

    it.each(['..', '.', 'has space', ''])('rejects the malformed token %j without asking', async (token) => {
      server.respond(200, true);

      await expect(upstreamFor().checkToken(token)).resolves.toBe(false);
      expect(server.received).toHaveLength(0);
    });

    it('distrusts an answer that is neither a boolean nor an admin', async () => {
      server.respond(200, '"yes"');

      await expect(upstreamFor().checkToken(TOKEN)).rejects.toMatchObject({ failure: 'bad-response' });
    });

    it('answers a repeated check from the cache', async () => {
      server.respond(200, true);
      const upstream = upstreamFor();

      await upstream.checkToken(TOKEN);
      await expect(upstream.checkToken(TOKEN)).resolves.toBe(true);

      expect(server.received).toHaveLength(1);
    });

    it('shares one request between concurrent checks even without a cache', async () => {
      server.respond(200, true);
      const upstream = upstreamFor({ tokenCacheMs: 0 });

      await expect(Promise.all([upstream.checkToken(TOKEN), upstream.checkToken(TOKEN)])).resolves.toEqual([
        true,
        true,
      ]);
      await upstream.checkToken(TOKEN);

      expect(server.received).toHaveLength(2);
    });

    it('does not cache a failed check', async () => {
      server.respond(500, {});
      const upstream = upstreamFor();
      await expect(upstream.checkToken(TOKEN)).rejects.toMatchObject({ failure: 'unavailable' });

      server.respond(200, true);
      await expect(upstream.checkToken(TOKEN)).resolves.toBe(true);
    });
  });

  describe('ping', () => {
    it('succeeds when the upstream answers 404 to the readiness probe, bypassing the cache', async () => {
      server.respond(404, 'Not found');
      const upstream = upstreamFor();

      await expect(upstream.ping()).resolves.toBeUndefined();
      await expect(upstream.ping()).resolves.toBeUndefined();

      expect(server.received.map((r) => r.url)).toEqual([
        '/api/admins/readiness-probe',
        '/api/admins/readiness-probe',
      ]);
    });

    it('fails when the upstream answers 500', async () => {
      server.respond(500, {});

      await expect(upstreamFor().ping()).rejects.toMatchObject({ failure: 'unavailable' });
    });
  });
});
