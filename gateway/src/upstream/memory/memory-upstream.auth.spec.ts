import { ADMIN, createTestUpstream, upstreamError } from '@test/support/memory-upstream.fixture';

const HOUR_MS = 3_600_000;

describe('MemoryUpstream sessions and login history', () => {
  it('issues a token for the configured admin that checkToken accepts, and records the login', async () => {
    const { upstream, caller } = await createTestUpstream();
    expect(caller.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(upstream.call('tokenCheck', { token: caller.token })).resolves.toBe(true);
    const [latest] = await upstream.call('loginHistory', caller);
    expect(latest).toMatchObject({ name: ADMIN.username, type: 'login' });
  });

  it('gives every login its own token', async () => {
    const { upstream, caller } = await createTestUpstream();
    const second = await upstream.call('login', null, { body: ADMIN });
    expect(second?.accessToken).not.toBe(caller.token);
    await expect(upstream.call('tokenCheck', { token: second?.accessToken ?? '' })).resolves.toBe(true);
    await expect(upstream.call('tokenCheck', { token: caller.token })).resolves.toBe(true);
  });

  it('answers null to a wrong password or username and records a failed row with the typed name', async () => {
    const { upstream, caller } = await createTestUpstream();
    await expect(
      upstream.call('login', null, { body: { username: ADMIN.username, password: 'spatne' } }),
    ).resolves.toBeNull();
    await expect(
      upstream.call('login', null, { body: { username: 'host', password: ADMIN.password } }),
    ).resolves.toBeNull();
    const [latest, previous] = await upstream.call('loginHistory', caller);
    expect(latest).toMatchObject({ name: 'host', type: 'failed' });
    expect(previous).toMatchObject({ name: ADMIN.username, type: 'failed' });
  });

  it('logs out: the token stops working and a logout row is written', async () => {
    const { upstream, caller } = await createTestUpstream();
    const other = await upstream.call('login', null, { body: ADMIN });
    await upstream.call('logout', { token: caller.token }, { body: {} });
    await expect(upstream.call('tokenCheck', { token: caller.token })).resolves.toBe(false);
    await expect(upstream.call('userList', caller)).rejects.toMatchObject(upstreamError(401));
    const [latest] = await upstream.call('loginHistory', { token: other?.accessToken ?? '' });
    expect(latest).toMatchObject({ name: ADMIN.username, type: 'logout' });
  });

  it('refuses to log out an unknown or already logged-out token', async () => {
    const { upstream, caller } = await createTestUpstream();
    await expect(upstream.call('logout', { token: 'neznamy-token' }, { body: {} })).rejects.toMatchObject(
      upstreamError(401),
    );
    await upstream.call('logout', { token: caller.token }, { body: {} });
    await expect(upstream.call('logout', { token: caller.token }, { body: {} })).rejects.toMatchObject(
      upstreamError(401),
    );
  });

  it('expires a session after 12 hours by default, read from the injected clock', async () => {
    const { upstream, caller, advance } = await createTestUpstream();
    advance(12 * HOUR_MS - 1);
    await expect(upstream.call('tokenCheck', { token: caller.token })).resolves.toBe(true);
    advance(1);
    await expect(upstream.call('tokenCheck', { token: caller.token })).resolves.toBe(false);
    await expect(upstream.call('sosList', caller)).rejects.toMatchObject(upstreamError(401));
    await expect(upstream.call('logout', { token: caller.token }, { body: {} })).rejects.toMatchObject(
      upstreamError(401),
    );
  });

  it('honours a configured session lifetime', async () => {
    const { upstream, caller, advance } = await createTestUpstream({ sessionTtlMs: 60_000 });
    advance(60_000);
    await expect(upstream.call('tokenCheck', { token: caller.token })).resolves.toBe(false);
  });

  it('rejects admin calls with a token it never issued', async () => {
    const { upstream } = await createTestUpstream();
    const stranger = { token: 'cizi-token' };
    await expect(upstream.call('orderList', stranger)).rejects.toMatchObject(upstreamError(401));
    await expect(upstream.call('workHoursList', stranger)).rejects.toMatchObject(upstreamError(401));
    await expect(upstream.call('tokenCheck', { token: 'cizi-token' })).resolves.toBe(false);
  });

  it('lists the login history newest first', async () => {
    const { upstream, caller } = await createTestUpstream();
    const history = await upstream.call('loginHistory', caller);
    expect(history.length).toBeGreaterThan(25);
    const times = history.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers ping and keeps contact messages in its mailbox', async () => {
    const { upstream } = await createTestUpstream({ orderCount: 0 });
    await expect(upstream.ping()).resolves.toBeUndefined();
    const message = {
      name: 'Jana Nováková',
      email: 'jana@seznam.cz',
      subject: 'Dotaz',
      message: 'Jezdíte i v noci?',
    };
    await upstream.call('sendWebEmail', null, { body: message });
    expect(upstream.sentEmails()).toEqual([message]);
  });
});
