import { sendJson } from '@test/support/fake-upstream';
import { useHttpUpstreamAgainstFake } from '@test/support/http-upstream-harness';
import { pathOf } from '@taxi/contracts';

const TOKEN = 'adm.in+tok/en=';

// Every exchange runs against a local fake server; the limits are generous so a busy machine passes.
jest.setTimeout(20_000);

describe('HttpUpstream sessions', () => {
  const fake = useHttpUpstreamAgainstFake();
  const { upstreamFor } = fake;

  describe('login and logout', () => {
    it('returns the access token of a successful login', async () => {
      fake.server.respond(200, { accessToken: 'new.token' });
      const credentials = { username: 'admin', password: 'secret' };

      await expect(upstreamFor().call('login', null, { body: credentials })).resolves.toEqual({
        accessToken: 'new.token',
      });
      expect(fake.server.received[0]).toMatchObject({ method: 'POST', url: pathOf('login') });
      expect(JSON.parse(fake.server.received[0]?.body ?? '')).toEqual(credentials);
    });

    it.each<[string, unknown]>([
      ['accessToken', { accessToken: 'new.token' }],
      ['access_token', { access_token: 'new.token', token_type: 'bearer' }],
      ['token', { token: 'new.token' }],
      ['data.accessToken', { data: { accessToken: 'new.token' } }],
      ['data.token', { success: true, data: { token: 'new.token', user: { id: 1 } } }],
    ])('reads the access token from %s', async (_where, body) => {
      fake.server.respond(200, body);

      await expect(
        upstreamFor().call('login', null, { body: { username: 'admin', password: 'x' } }),
      ).resolves.toEqual({
        accessToken: 'new.token',
      });
    });

    it.each([
      [200, {}],
      [200, { success: false, message: 'Špatné heslo' }],
      [400, { message: 'Bad' }],
      [401, { message: 'Wrong password' }],
      [403, {}],
    ])('returns null for a %i login answer without a token', async (status, body) => {
      fake.server.respond(status, body);

      await expect(
        upstreamFor().call('login', null, { body: { username: 'admin', password: 'x' } }),
      ).resolves.toBeNull();
    });

    it('fails a login when the upstream is broken or sends a malformed token', async () => {
      fake.server.respond(500, {});
      await expect(
        upstreamFor().call('login', null, { body: { username: 'a', password: 'b' } }),
      ).rejects.toMatchObject({
        failure: 'unavailable',
      });

      fake.server.respond(200, { accessToken: 'not a token' });
      await expect(
        upstreamFor().call('login', null, { body: { username: 'a', password: 'b' } }),
      ).rejects.toMatchObject({
        failure: 'bad-response',
      });
    });

    it('logs out by posting the token and forgets its cached check', async () => {
      fake.server.handle((req, res) => sendJson(res, 200, req.method === 'GET' ? true : { ok: true }));
      const upstream = upstreamFor();

      await expect(upstream.call('tokenCheck', { token: TOKEN })).resolves.toBe(true);
      await upstream.call('logout', { token: TOKEN }, { body: {} });
      await upstream.call('tokenCheck', { token: TOKEN });

      expect(fake.server.received.map((r) => `${r.method} ${r.url}`)).toEqual([
        'GET /api/admins/adm.in%2Btok%2Fen%3D',
        'POST /api/history_login/create',
        'GET /api/admins/adm.in%2Btok%2Fen%3D',
      ]);
      expect(JSON.parse(fake.server.received[1]?.body ?? '')).toEqual({ token: TOKEN });
    });
  });

  describe('checkToken', () => {
    // Fails closed: only an explicit yes is a session.
    it.each<[string, unknown, boolean]>([
      ['true', true, true],
      ['the text "true"', '"true"', true],
      ['{ valid: true }', { valid: true }, true],
      ['{ success: true }', { success: true }, true],
      ['{ isValid: true }', { isValid: true }, true],
      ['{ admin: true }', { admin: true }, true],
      ['an admin account', { id: 1, username: 'admin' }, true],
      ['a wrapped account', { user: { id: 1 } }, true],
      ['a username alone', { username: 'dispečink' }, true],
      ['false', false, false],
      ['null', null, false],
      ['0', 0, false],
      ['1', 1, false],
      ['""', '""', false],
      ['the text "false"', '"false"', false],
      ['the text "yes"', '"yes"', false],
      ['{}', {}, false],
      ['[]', [], false],
      ['[true]', [true], false],
      ['{ valid: false }', { valid: false }, false],
      ['{ success: false }', { success: false }, false],
      ['{ isValid: false }', { isValid: false }, false],
      ['{ valid: "true" }', { valid: 'true' }, false],
      ['a message alone', { message: 'Invalid token' }, false],
      ['an error alone', { error: 'jwt expired' }, false],
      ['an account with valid false', { id: 1, valid: false }, false],
      ['an account with success false', { id: 1, success: false }, false],
      ['an account with an error', { id: 1, error: 'expired' }, false],
      ['{ valid: true } with an error', { valid: true, error: 'expired' }, false],
      ['an account id of null', { id: null }, false],
      ['an unknown shape', { status: 'ok', expires: 3600 }, false],
      ['an empty body', '', false],
      ['HTML', '<html>OK</html>', false],
    ])('reads %s as %s', async (_label, answer, valid) => {
      fake.server.respond(200, typeof answer === 'string' ? answer : JSON.stringify(answer));

      await expect(upstreamFor().call('tokenCheck', { token: TOKEN })).resolves.toBe(valid);
    });

    it.each([301, 400, 401, 403, 404, 418])('treats a %i answer as no session', async (status) => {
      fake.server.respond(status, { valid: true });

      await expect(upstreamFor().call('tokenCheck', { token: TOKEN })).resolves.toBe(false);
    });

    it('treats a 5xx answer as no session, without remembering it', async () => {
      fake.server.respond(500, { valid: true });
      const upstream = upstreamFor();
      await expect(upstream.call('tokenCheck', { token: TOKEN })).rejects.toMatchObject({ status: 401 });

      fake.server.respond(200, true);
      await expect(upstream.call('tokenCheck', { token: TOKEN })).resolves.toBe(true);
    });

    it('sends the admin token in the configured header with the check', async () => {
      fake.server.respond(200, true);
      await upstreamFor({ tokenHeader: { name: 'x-access-token' } }).call('tokenCheck', { token: TOKEN });
      await upstreamFor().call('tokenCheck', { token: TOKEN });

      expect(fake.server.received[0]?.headers['x-access-token']).toBe(TOKEN);
      expect(fake.server.received[0]?.headers.authorization).toBeUndefined();
      expect(fake.server.received[1]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    });

    it.each(['..', '.', 'has space', ''])('rejects the malformed token %j without asking', async (token) => {
      fake.server.respond(200, true);

      await expect(upstreamFor().call('tokenCheck', { token: token })).resolves.toBe(false);
      expect(fake.server.received).toHaveLength(0);
    });

    it('answers a repeated check from the cache', async () => {
      fake.server.respond(200, true);
      const upstream = upstreamFor();

      await upstream.call('tokenCheck', { token: TOKEN });
      await expect(upstream.call('tokenCheck', { token: TOKEN })).resolves.toBe(true);

      expect(fake.server.received).toHaveLength(1);
    });

    it('shares one request between concurrent checks even without a cache', async () => {
      fake.server.respond(200, true);
      const upstream = upstreamFor({ tokenCacheMs: 0 });

      await expect(
        Promise.all([
          upstream.call('tokenCheck', { token: TOKEN }),
          upstream.call('tokenCheck', { token: TOKEN }),
        ]),
      ).resolves.toEqual([true, true]);
      await upstream.call('tokenCheck', { token: TOKEN });

      expect(fake.server.received).toHaveLength(2);
    });

    it('does not cache a check that could not be made', async () => {
      const upstream = upstreamFor();
      fake.server.handle((req) => req.socket.destroy());
      await expect(upstream.call('tokenCheck', { token: TOKEN })).rejects.toMatchObject({
        failure: 'unavailable',
      });

      fake.server.respond(200, true);
      await expect(upstream.call('tokenCheck', { token: TOKEN })).resolves.toBe(true);
    });
  });

  describe('ping', () => {
    it('succeeds when the upstream answers 404 to the readiness probe, bypassing the cache', async () => {
      fake.server.respond(404, 'Not found');
      const upstream = upstreamFor();

      await expect(upstream.ping()).resolves.toBeUndefined();
      await expect(upstream.ping()).resolves.toBeUndefined();

      expect(fake.server.received.map((r) => r.url)).toEqual([
        pathOf('tokenCheck', { token: 'readiness-probe' }),
        pathOf('tokenCheck', { token: 'readiness-probe' }),
      ]);
    });

    it('fails when the upstream answers 500', async () => {
      fake.server.respond(500, {});

      await expect(upstreamFor().ping()).rejects.toMatchObject({ failure: 'unavailable' });
    });
  });
});
