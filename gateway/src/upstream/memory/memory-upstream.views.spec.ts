import type { OrderEntry } from '@taxi/contracts';
import { createTestUpstream, orderRequest } from '@test/support/memory-upstream.fixture';
import { UPCOMING_PREORDER_COUNT } from './seed/seed-preorders';

const ordererNames = (orders: OrderEntry[]) => orders.map((order) => order.order_user?.last_name);

// Lists are kept between changes (one build, one serialisation); these prove no change is ever missed.
describe('MemoryUpstream kept list views', () => {
  it('hands out the same frozen order list while nothing changes', async () => {
    const t = await createTestUpstream();
    const first = await t.upstream.call('orderList', t.caller);
    expect(await t.upstream.call('orderList', t.caller)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      first.pop();
    }).toThrow(TypeError);
    expect(await t.upstream.call('orderList', t.caller)).toHaveLength(120 + UPCOMING_PREORDER_COUNT);
  });

  it('shows a new order at once, in the list and on the map', async () => {
    const t = await createTestUpstream();
    const before = await t.upstream.call('orderList', t.caller);
    await t.upstream.call('orderMapData', t.caller);
    await t.upstream.call('orderCreate', t.caller, { body: orderRequest(t, { name: 'Čermáková' }) });
    const after = await t.upstream.call('orderList', t.caller);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]?.order_user?.last_name).toBe('Čermáková');
    const map = await t.upstream.call('orderMapData', t.caller);
    expect(map.some((order) => order.id === after[0]?.id_order)).toBe(true);
  });

  it('lets an event listener that reads at once see the change it announces', async () => {
    const t = await createTestUpstream();
    await t.upstream.call('orderList', t.caller);
    const seen: Promise<OrderEntry[]>[] = [];
    t.upstream.onEvent(() => seen.push(t.upstream.call('orderList', t.caller)));
    await t.upstream.call('orderCreate', t.caller, { body: orderRequest(t, { name: 'Procházková' }) });
    const [readInListener] = await Promise.all(seen);
    expect(ordererNames(readInListener ?? [])).toContain('Procházková');
  });

  it('follows the ride simulation', async () => {
    const t = await createTestUpstream();
    const before = await t.upstream.call('orderList', t.caller);
    for (let tick = 0; tick < 5; tick += 1) {
      t.upstream.simulateRides();
    }
    const after = await t.upstream.call('orderList', t.caller);
    expect(after).not.toBe(before);
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
  });

  it('drops a deleted order and shows a deleted customer’s orders without their name', async () => {
    const t = await createTestUpstream();
    const orders = await t.upstream.call('orderList', t.caller);
    const target = orders.find((order) => order.user !== null);
    const customer = (await t.upstream.call('userList', t.caller)).find(
      (user) => user.first_name === target?.user?.first_name && user.last_name === target?.user?.last_name,
    );
    if (!target || !customer) {
      throw new Error('the seed has no order placed by a customer');
    }
    await t.upstream.call('orderDelete', t.caller, { body: { id: target.id, orderId: target.id_order } });
    expect((await t.upstream.call('orderList', t.caller)).some((order) => order.id === target.id)).toBe(
      false,
    );

    const other = (await t.upstream.call('orderList', t.caller)).find((order) => order.user !== null);
    const owner = (await t.upstream.call('userList', t.caller)).find(
      (user) => user.first_name === other?.user?.first_name && user.last_name === other?.user?.last_name,
    );
    if (!other || !owner) {
      throw new Error('the seed has no second order placed by a customer');
    }
    await t.upstream.call('userDelete', t.caller, { body: { id_user: owner.id } });
    const afterDelete = await t.upstream.call('orderList', t.caller);
    expect(afterDelete.find((order) => order.id === other.id)?.user).toBeNull();
    expect((await t.upstream.call('userList', t.caller)).some((user) => user.id === owner.id)).toBe(false);
  });

  it('follows blacklist, driver and admin changes in the user and driver lists', async () => {
    const t = await createTestUpstream();
    const users = await t.upstream.call('userList', t.caller);
    const customer = users.find((user) => user.status !== 'driver' && user.status !== 'blacklist');
    if (!customer) {
      throw new Error('the seed has no ordinary customer');
    }
    await t.upstream.call('driverList', t.caller);
    await t.upstream.call('blacklistAdd', t.caller, {
      body: { phone: customer.phone, reasonText: 'Bez důvodu' },
    });
    expect(
      (await t.upstream.call('userList', t.caller)).find((user) => user.id === customer.id)?.status,
    ).toBe('blacklist');
    await t.upstream.call('blacklistRemove', t.caller, {
      body: { phone: customer.phone, reasonText: 'Bez důvodu' },
    });
    await t.upstream.call('driverAdd', t.caller, { body: { id_user: customer.id } });
    expect(
      (await t.upstream.call('driverList', t.caller)).some((driver) => driver.id_user === customer.id),
    ).toBe(true);
  });

  it('keeps the lists right after a refused change', async () => {
    const t = await createTestUpstream();
    const before = await t.upstream.call('orderList', t.caller);
    await expect(
      t.upstream.call('orderDelete', t.caller, { body: { id: -5, orderId: 1 } }),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect(await t.upstream.call('orderList', t.caller)).toEqual(before);
  });
});
