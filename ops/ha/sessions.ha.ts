import { expect, test } from '@playwright/test';
import { type Cluster, startCluster, waitFor } from '../../scripts/ha/cluster.mjs';
import { ADMIN, attemptLogin, authorised, connected, cookiesOf, liveChannel, login, WRONG } from './support';

const LOCKOUT = 'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím za chvíli.';

test.describe.serial('two replicas share login limits and logouts', () => {
  let cluster: Cluster;
  let a: string;
  let b: string;
  /** The Cookie header of the admin's own browser, with its device cookie (set by the first test). */
  let office = '';

  test.beforeAll(async () => {
    cluster = await startCluster({
      nginx: false,
      env: {
        LOGIN_MAX_FAILURES: '3',
        LOGIN_FAILURE_WINDOW_MS: '60000',
        // A verdict B would trust for a minute, were the logout not shared.
        UPSTREAM_TOKEN_CACHE_MS: '60000',
      },
    });
    [a, b] = cluster.replicas.map((replica) => replica.url) as [string, string];
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });

  test('failed logins alternating between replicas lock the username after the same count as on one', async () => {
    // The admin's own browser logs in first and keeps its device cookie.
    office = cookiesOf(await attemptLogin(a, ADMIN, { address: '192.0.2.77' }));
    expect(office).toContain('taxi_device=');

    const guesses = [
      await attemptLogin(a, WRONG, { address: '203.0.113.1' }),
      await attemptLogin(b, WRONG, { address: '203.0.113.2' }),
      await attemptLogin(a, WRONG, { address: '203.0.113.3' }),
    ];
    expect(guesses.map((response) => response.status)).toEqual([401, 401, 401]);

    // Three failures in all: the username is locked on both replicas, even for the right password.
    for (const url of [b, a]) {
      const locked = await attemptLogin(url, ADMIN, { address: '203.0.113.4' });
      expect(locked.status).toBe(429);
      expect(await locked.json()).toEqual({ message: LOCKOUT, code: 'rate-limited' });
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }

    // The real admin's device cookie still logs in, on either replica.
    for (const url of [b, a]) {
      const admin = await attemptLogin(url, ADMIN, { address: '192.0.2.78', cookie: office });
      expect(admin.status).toBe(200);
    }
  });

  test('a logout on one replica is refused on the other at once, despite its cached verdict', async () => {
    // The username is locked by the test above: the admin logs in from the office browser.
    const session = await login(a, { address: '192.0.2.90', cookie: office });
    // B checks the token and remembers the verdict for a minute.
    const before = await fetch(`${b}/api/vip`, { headers: authorised(session.token) });
    expect(before.status).toBe(200);
    const socket = await connected(liveChannel(b, session.token));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const loggedOutAt = Date.now();
    const logout = await fetch(`${a}/api/history_login/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authorised(session.token) },
      body: JSON.stringify({}),
    });
    expect(logout.status).toBe(200);

    const refusedAt = await waitFor(
      'B refuses the logged-out token',
      async () => {
        const after = await fetch(`${b}/api/vip`, { headers: authorised(session.token) });
        return after.status === 401 ? Date.now() : 0;
      },
      // Far below the minute B would otherwise trust it; the figure itself is in npm run bench.
      10_000,
      50,
    );
    test
      .info()
      .annotations.push({ type: 'logout reached B after', description: `${refusedAt - loggedOutAt} ms` });
    expect(await closed).toBe('io server disconnect');
    await expect(connected(liveChannel(b, session.token))).rejects.toThrow('unauthorized');
  });
});
