import type { User } from '@taxi/contracts';
import { createTestUpstream, upstreamError, type TestUpstream } from '@test/support/memory-upstream.fixture';

async function usersWith(t: TestUpstream, status: string | null): Promise<User[]> {
  return (await t.upstream.call('userList', t.caller)).filter((user) => user.status === status);
}

async function firstWith(t: TestUpstream, status: string | null): Promise<User> {
  const [user] = await usersWith(t, status);
  if (!user) {
    throw new Error(`No seeded user with status ${status}`);
  }
  return user;
}

/** The national number written the way a dispatcher might type it. */
const spaced = (phone: string): string => phone.replace(/^\+420(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');

describe('MemoryUpstream users', () => {
  it('lists users by id with rides counted from their orders', async () => {
    const t = await createTestUpstream({ orderCount: 300 });
    const users = await t.upstream.call('userList', t.caller);
    expect(users.map((user) => user.id)).toEqual([...users.map((user) => user.id)].sort((a, b) => a - b));
    const orders = await t.upstream.call('orderList', t.caller);
    const anonymous = orders.filter((order) => order.user === null).length;
    expect(users.reduce((sum, user) => sum + user.rides, 0)).toBe(orders.length - anonymous);
    expect(users.some((user) => user.rides > 3)).toBe(true);
  });

  it('hands out frozen copies: a listed user cannot be changed, nor the store through it', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const [user] = await t.upstream.call('userList', t.caller);
    expect(() => {
      if (user) {
        user.status = 'admin';
      }
    }).toThrow(TypeError);
    const [again] = await t.upstream.call('userList', t.caller);
    expect(again?.status).not.toBe('admin');
  });

  it('blacklists by phone in any spelling and takes the user off the drivers', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const driver = await firstWith(t, 'driver');
    await t.upstream.call('blacklistAdd', t.caller, {
      body: { phone: spaced(driver.phone), reasonText: 'Bez důvodu' },
    });
    expect((await usersWith(t, 'blacklist')).map((user) => user.id)).toContain(driver.id);
    expect((await t.upstream.call('driverList', t.caller)).map((row) => row.id_user)).not.toContain(
      driver.id,
    );
  });

  it('rejects blacklisting or un-blacklisting an unknown phone', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const unknown = { phone: '+420 999 999 999', reasonText: 'Bez důvodu' };
    const notFound = upstreamError(404, 'Uživatel s tímto telefonem neexistuje');
    await expect(t.upstream.call('blacklistAdd', t.caller, { body: unknown })).rejects.toMatchObject(
      notFound,
    );
    await expect(t.upstream.call('blacklistRemove', t.caller, { body: unknown })).rejects.toMatchObject(
      notFound,
    );
  });

  it('takes a user off the blacklist, and leaves any other status alone', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const blacklisted = await firstWith(t, 'blacklist');
    const admin = await firstWith(t, 'admin');
    await t.upstream.call('blacklistRemove', t.caller, {
      body: { phone: blacklisted.phone, reasonText: 'Bez důvodu' },
    });
    await t.upstream.call('blacklistRemove', t.caller, {
      body: { phone: blacklisted.phone, reasonText: 'Bez důvodu' },
    });
    await t.upstream.call('blacklistRemove', t.caller, {
      body: { phone: admin.phone, reasonText: 'Bez důvodu' },
    });
    const users = await t.upstream.call('userList', t.caller);
    expect(users.find((user) => user.id === blacklisted.id)?.status).toBeNull();
    expect(users.find((user) => user.id === admin.id)?.status).toBe('admin');
  });

  it('deletes a user: gone from users and drivers, their orders stay without a customer', async () => {
    const t = await createTestUpstream({ orderCount: 300 });
    const driver = await firstWith(t, 'driver');
    const rider = (await usersWith(t, null)).sort((a, b) => b.rides - a.rides)[0];
    const ordersBefore = (await t.upstream.call('orderList', t.caller)).length;
    const vipsBefore = await t.upstream.call('vipList', t.caller);
    await t.upstream.call('userDelete', t.caller, { body: { id_user: driver.id } });
    await t.upstream.call('userDelete', t.caller, { body: { id_user: rider?.id ?? 0 } });
    const users = await t.upstream.call('userList', t.caller);
    expect(users.map((user) => user.id)).not.toContain(driver.id);
    expect(users.map((user) => user.id)).not.toContain(rider?.id);
    expect((await t.upstream.call('driverList', t.caller)).map((row) => row.id_user)).not.toContain(
      driver.id,
    );
    const orders = await t.upstream.call('orderList', t.caller);
    expect(orders).toHaveLength(ordersBefore);
    expect(orders.filter((order) => order.user === null).length).toBeGreaterThanOrEqual(rider?.rides ?? 1);
    expect(await t.upstream.call('vipList', t.caller)).toEqual(vipsBefore);
  });

  it('rejects deleting an unknown user', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    await expect(t.upstream.call('userDelete', t.caller, { body: { id_user: 9999 } })).rejects.toMatchObject(
      upstreamError(404, 'Uživatel nenalezen'),
    );
  });
});

describe('MemoryUpstream drivers', () => {
  it('lists the six seeded drivers sorted by last name in Czech order', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const drivers = await t.upstream.call('driverList', t.caller);
    expect(drivers).toHaveLength(6);
    const names = drivers.map((driver) => driver.user?.last_name ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'cs')));
    drivers.forEach((driver) => expect(driver.user?.id).toBe(driver.id_user));
  });

  it('makes a customer a driver with a new driver row', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const customer = await firstWith(t, null);
    await t.upstream.call('driverAdd', t.caller, { body: { id_user: customer.id } });
    const drivers = await t.upstream.call('driverList', t.caller);
    expect(drivers).toHaveLength(7);
    const added = drivers.find((driver) => driver.id_user === customer.id);
    expect(added?.id).toBeGreaterThan(6);
    expect(added?.user).toMatchObject({ first_name: customer.first_name, phone: customer.phone });
    expect((await usersWith(t, 'driver')).map((user) => user.id)).toContain(customer.id);
  });

  it('refuses to make drivers of unknown, blacklisted or existing drivers', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const blacklisted = await firstWith(t, 'blacklist');
    const driver = await firstWith(t, 'driver');
    const add = (id: number) => t.upstream.call('driverAdd', t.caller, { body: { id_user: id } });
    await expect(add(9999)).rejects.toMatchObject(upstreamError(404, 'Uživatel nenalezen'));
    await expect(add(blacklisted.id)).rejects.toMatchObject(upstreamError(409, 'Uživatel je na blacklistu'));
    await expect(add(driver.id)).rejects.toMatchObject(upstreamError(409, 'Uživatel už je řidič'));
    expect(await t.upstream.call('driverList', t.caller)).toHaveLength(6);
  });

  it('removes a driver: row gone, status back to customer; a non-driver is not found', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const driver = await firstWith(t, 'driver');
    const customer = await firstWith(t, null);
    await t.upstream.call('driverRemove', t.caller, { body: { id_user: driver.id } });
    expect(await t.upstream.call('driverList', t.caller)).toHaveLength(5);
    expect(
      (await t.upstream.call('userList', t.caller)).find((user) => user.id === driver.id)?.status,
    ).toBeNull();
    const notFound = upstreamError(404, 'Řidič nenalezen');
    await expect(
      t.upstream.call('driverRemove', t.caller, { body: { id_user: driver.id } }),
    ).rejects.toMatchObject(notFound);
    await expect(
      t.upstream.call('driverRemove', t.caller, { body: { id_user: customer.id } }),
    ).rejects.toMatchObject(notFound);
  });

  it('gives each driver a stable push token and finds one by driver id', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const tokens = await t.upstream.call('driverTokens', t.caller);
    expect(tokens).toHaveLength(6);
    expect(new Set(tokens).size).toBe(6);
    tokens.forEach((token) => expect(token).toMatch(/^fcm-\d+-[0-9a-f]{16}$/));
    const again = await createTestUpstream({ orderCount: 0 });
    expect(await again.upstream.call('driverTokens', again.caller)).toEqual(tokens);
    const [driver] = await t.upstream.call('driverList', t.caller);
    const single = await t.upstream.call('driverToken', t.caller, { params: { driverId: driver?.id ?? 0 } });
    expect(single).toHaveLength(1);
    expect(tokens).toContain(single[0]);
    await expect(
      t.upstream.call('driverToken', t.caller, { params: { driverId: 9999 } }),
    ).rejects.toMatchObject(upstreamError(404, 'Řidič nenalezen'));
  });
});

describe('MemoryUpstream administrators', () => {
  it('makes a driver an admin and drops their driver row', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const driver = await firstWith(t, 'driver');
    await t.upstream.call('adminSet', t.caller, { body: { id_user: driver.id, token: t.caller.token } });
    expect((await usersWith(t, 'admin')).map((user) => user.id)).toContain(driver.id);
    expect((await t.upstream.call('driverList', t.caller)).map((row) => row.id_user)).not.toContain(
      driver.id,
    );
  });

  it('refuses unknown, blacklisted and existing admins', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const set = (id: number) =>
      t.upstream.call('adminSet', t.caller, { body: { id_user: id, token: t.caller.token } });
    await expect(set(9999)).rejects.toMatchObject(upstreamError(404, 'Uživatel nenalezen'));
    await expect(set((await firstWith(t, 'blacklist')).id)).rejects.toMatchObject(upstreamError(409));
    await expect(set((await firstWith(t, 'admin')).id)).rejects.toMatchObject(
      upstreamError(409, 'Uživatel už je administrátor'),
    );
  });

  it('removes an admin back to customer; a non-admin is not found', async () => {
    const t = await createTestUpstream({ orderCount: 0 });
    const admin = await firstWith(t, 'admin');
    const remove = (id: number) =>
      t.upstream.call('adminRemove', t.caller, { body: { id_user: id, token: t.caller.token } });
    await remove(admin.id);
    expect(await usersWith(t, 'admin')).toHaveLength(1);
    await expect(remove(admin.id)).rejects.toMatchObject(upstreamError(404, 'Administrátor nenalezen'));
  });
});
