import { type Driver, extensionFlags, type OrderEntry, pathOf, UPSTREAM_EXTENSIONS } from '@taxi/contracts';
import type { Socket } from 'socket.io-client';
import { listDrivers, listOrders, newOrder, post } from './support/fixtures';
import { connectClient, nextEvent } from './support/socket-client';
import {
  ADAPTERS,
  listenOnLoopback,
  login,
  type Session,
  startGateway,
  type TestGateway,
} from './support/test-app';

const assign = pathOf('orderAssign');
const redispatch = pathOf('orderRedispatch');
const driverOf = (order: OrderEntry) => ({
  id_driver: order.ride.id_driver ?? null,
  driver_name: order.ride.driver_name,
});

/** A fresh immediate order without a driver: each test works on its own. */
async function freshOrder(gateway: TestGateway, session: Session, name: string): Promise<OrderEntry> {
  await post(gateway, session, pathOf('orderCreate'), { ...newOrder, name }).expect(201);
  const order = (await listOrders(gateway, session)).find((entry) => entry.order_user?.last_name === name);
  if (!order) {
    throw new Error(`order ${name} not in the list`);
  }
  return order;
}

// In http mode the gateway forwards to a mock server: ops turned the extension on.
describe.each(ADAPTERS)('assigning a driver with the orderAssign extension (%s adapter)', (adapter) => {
  let gateway: TestGateway;
  let session: Session;
  let drivers: Driver[];

  beforeAll(async () => {
    gateway = await startGateway(adapter, { UPSTREAM_EXTENSIONS: 'orderAssign' });
    session = await login(gateway);
    drivers = await listDrivers(gateway, session);
  });
  afterAll(() => gateway.close());

  it('tells the admin that assignment works', async () => {
    // The mock serves every proposed extension; in front of a server only those ops turned on.
    const on = adapter === 'memory' ? UPSTREAM_EXTENSIONS : ['orderAssign' as const];
    await gateway
      .http()
      .get(pathOf('upstreamExtensions'))
      .set('Cookie', session.cookie)
      .expect(200, extensionFlags(on));
  });

  it('sets a driver and answers with the order as it is now (200)', async () => {
    const order = await freshOrder(gateway, session, 'Přidělená');
    const [driver] = drivers;
    const response = await post(gateway, session, assign, {
      id: order.id,
      id_driver: driver!.id,
      driver_name: driver!.user!.last_name,
      expected_id_driver: null,
    }).expect(200);
    const answer = response.body as OrderEntry;
    expect(answer).toMatchObject({ id: order.id, id_order: order.id_order });
    expect(answer.ride).toMatchObject({
      status: 'accepted',
      id_driver: driver!.id,
      driver_name: driver!.user!.last_name,
    });
    const listed = (await listOrders(gateway, session)).find((entry) => entry.id === order.id);
    expect(listed && driverOf(listed)).toEqual({
      id_driver: driver!.id,
      driver_name: driver!.user!.last_name,
    });
  });

  it('changes the driver, and takes it off again (the ride waits)', async () => {
    const order = await freshOrder(gateway, session, 'Změněná');
    const [first, second] = drivers;
    const set = (id_driver: number | null, expected_id_driver: number | null) =>
      post(gateway, session, assign, {
        id: order.id,
        id_driver,
        driver_name: drivers.find((driver) => driver.id === id_driver)?.user?.last_name ?? null,
        expected_id_driver,
      });
    await set(first!.id, null).expect(200);
    const changed = await set(second!.id, first!.id).expect(200);
    expect((changed.body as OrderEntry).ride.id_driver).toBe(second!.id);
    const off = await set(null, second!.id).expect(200);
    // A null the server sends for an optional field is read as absent (lenient reading).
    expect(driverOf(off.body as OrderEntry)).toEqual({ id_driver: null, driver_name: null });
    expect((off.body as OrderEntry).ride.status).toBe('waiting');
  });

  it('refuses a change someone else made first, telling who has the order now (409)', async () => {
    const order = await freshOrder(gateway, session, 'Sporná');
    const [first, second] = drivers;
    await post(gateway, session, assign, {
      id: order.id,
      id_driver: first!.id,
      driver_name: first!.user!.last_name,
      expected_id_driver: null,
    }).expect(200);
    const late = await post(gateway, session, assign, {
      id: order.id,
      id_driver: second!.id,
      driver_name: second!.user!.last_name,
      expected_id_driver: null,
    }).expect(409);
    expect(late.body).toEqual({
      message: expect.stringContaining(`č. ${order.id_order}`),
      current: { id_driver: first!.id, driver_name: first!.user!.last_name },
    });
  });

  it('lets exactly one of two dispatchers who assign at the same moment win', async () => {
    const order = await freshOrder(gateway, session, 'Souběžná');
    const [first, second] = drivers;
    const both = await Promise.all(
      [first!, second!].map((driver) =>
        post(gateway, session, assign, {
          id: order.id,
          id_driver: driver.id,
          driver_name: driver.user!.last_name,
          expected_id_driver: null,
        }),
      ),
    );
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    const winner = both.find((response) => response.status === 200)!.body as OrderEntry;
    const loser = both.find((response) => response.status === 409)!.body as { current: unknown };
    expect(loser.current).toEqual(driverOf(winner));
  });

  it('answers 404 for an unknown or deleted order', async () => {
    const order = await freshOrder(gateway, session, 'Smazaná');
    await post(gateway, session, pathOf('orderDelete'), { id: order.id, orderId: order.id_order }).expect(
      200,
    );
    for (const id of [order.id, 2_000_000_000]) {
      const response = await post(gateway, session, assign, {
        id,
        id_driver: drivers[0]!.id,
        driver_name: null,
        expected_id_driver: null,
      }).expect(404);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });

  it('answers 400 naming the field for a malformed body, and for a driver not in the list', async () => {
    const order = await freshOrder(gateway, session, 'Chybná');
    const malformed = await post(gateway, session, assign, {
      id: String(order.id),
      id_driver: 1,
      driver_name: null,
    }).expect(400);
    expect(malformed.body.issues.map((issue: { path: string }) => issue.path)).toEqual(
      expect.arrayContaining(['body.id', 'body.expected_id_driver']),
    );
    const unknown = await post(gateway, session, assign, {
      id: order.id,
      id_driver: 999_999,
      driver_name: 'Nikdo',
      expected_id_driver: null,
    }).expect(400);
    expect(unknown.body.message).toBe('Řidič není v seznamu řidičů.');
    const untouched = (await listOrders(gateway, session)).find((entry) => entry.id === order.id);
    expect(untouched?.ride.driver_name).toBeNull();
  });

  it('answers 401 without a session and never needs the token from the browser', async () => {
    await gateway
      .http()
      .post(assign)
      .send({ id: 1, id_driver: null, driver_name: null, expected_id_driver: null })
      .expect(401);
  });

  it('refuses to change the driver of a ride that is done (409 with its driver)', async () => {
    const done = (await listOrders(gateway, session)).find((entry) => entry.ride.status === 'done');
    const response = await post(gateway, session, assign, {
      id: done!.id,
      id_driver: drivers[0]!.id,
      driver_name: null,
      expected_id_driver: done!.ride.id_driver ?? null,
    }).expect(409);
    expect(response.body.current).toEqual(driverOf(done!));
  });
});

describe('assigning without the extension (http adapter, a server as specified)', () => {
  let gateway: TestGateway;
  let session: Session;

  beforeAll(async () => {
    gateway = await startGateway('http');
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  it('says assignment is not available, and answers 501 in Czech without asking the server', async () => {
    await gateway
      .http()
      .get(pathOf('upstreamExtensions'))
      .set('Cookie', session.cookie)
      .expect(200, extensionFlags([]));
    const [order] = await listOrders(gateway, session);
    const response = await post(gateway, session, assign, {
      id: order!.id,
      id_driver: null,
      driver_name: null,
      expected_id_driver: null,
    }).expect(501);
    expect(response.body).toEqual({
      message: expect.stringContaining('Server objednávek zatím neumí přidělit řidiče'),
    });
  });
});

describe('the live event of an assignment (memory adapter)', () => {
  let gateway: TestGateway;
  let session: Session;
  let client: Socket | undefined;

  beforeAll(async () => {
    gateway = await startGateway('memory');
    session = await login(gateway);
  });
  afterAll(async () => {
    client?.close();
    await gateway.close();
  });

  it('tells every open admin the ride changed', async () => {
    const url = await listenOnLoopback(gateway.app);
    client = await connectClient(url, { Cookie: session.cookie });
    const order = await freshOrder(gateway, session, 'Slyšená');
    const [driver] = await listDrivers(gateway, session);
    const event = nextEvent<{ id: number }>(client, 'ride');
    await post(gateway, session, assign, {
      id: order.id,
      id_driver: driver!.id,
      driver_name: null,
      expected_id_driver: null,
    }).expect(200);
    expect((await event).id).toBe(order.id);
  });
});

describe.each(ADAPTERS)('re-dispatch by copy, for a server without the extension (%s adapter)', (adapter) => {
  let gateway: TestGateway;
  let session: Session;
  let drivers: Driver[];

  beforeAll(async () => {
    gateway = await startGateway(adapter);
    session = await login(gateway);
    drivers = await listDrivers(gateway, session);
  });
  afterAll(() => gateway.close());

  it('creates the copy with the new driver first, then deletes the original', async () => {
    const order = await freshOrder(gateway, session, 'Přeobsazená');
    const driver = drivers[1]!;
    const response = await post(gateway, session, redispatch, {
      id: order.id,
      orderId: order.id_order,
      id_driver: driver.id,
      driver_name: driver.user!.last_name,
      expected_driver_name: null,
    }).expect(200);
    const result = response.body as { replacement: OrderEntry; originalDeleted: boolean };
    expect(result.originalDeleted).toBe(true);
    expect(result.replacement.id_order).toBeGreaterThan(order.id_order);
    expect(result.replacement.ride).toMatchObject({
      driver_name: driver.user!.last_name,
      price: order.ride.price,
      people: order.ride.people,
      pickup_location: order.ride.pickup_location,
      destination: order.ride.destination,
    });
    expect(result.replacement.order_user).toEqual(order.order_user);
    const orders = await listOrders(gateway, session);
    expect(orders.some((entry) => entry.id === order.id)).toBe(false);
    expect(orders.some((entry) => entry.id === result.replacement.id)).toBe(true);
  });

  it('makes one copy when two dispatchers re-dispatch at once; the other is told who has it', async () => {
    const order = await freshOrder(gateway, session, 'Dvakrát');
    const before = (await listOrders(gateway, session)).length;
    const both = await Promise.all(
      [drivers[0]!, drivers[2]!].map((driver) =>
        post(gateway, session, redispatch, {
          id: order.id,
          orderId: order.id_order,
          id_driver: driver.id,
          driver_name: driver.user!.last_name,
          expected_driver_name: null,
        }),
      ),
    );
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    const loser = both.find((response) => response.status === 409)!;
    expect(loser.body.message).toMatch(/jiný dispečer/);
    // The copy replaced the original: as many orders as before.
    expect(await listOrders(gateway, session)).toHaveLength(before);
    const again = await post(gateway, session, redispatch, {
      id: order.id,
      orderId: order.id_order,
      id_driver: drivers[3]!.id,
      driver_name: null,
      expected_driver_name: null,
    }).expect(409);
    const winner = both.find((response) => response.status === 200)!.body as { replacement: OrderEntry };
    expect(again.body.message).toContain(`nahrazena č. ${winner.replacement.id_order}`);
  });

  it('refuses when the driver is no longer the one the dispatcher saw (409 with the current)', async () => {
    const order = await freshOrder(gateway, session, 'Jiný řidič');
    const response = await post(gateway, session, redispatch, {
      id: order.id,
      orderId: order.id_order,
      id_driver: drivers[0]!.id,
      driver_name: null,
      expected_driver_name: 'Někdo',
    }).expect(409);
    expect(response.body.current).toEqual({ id_driver: null, driver_name: null });
    expect((await listOrders(gateway, session)).some((entry) => entry.id === order.id)).toBe(true);
  });

  it('refuses a pre-order, whose time the create call cannot carry', async () => {
    const preorder = (await listOrders(gateway, session)).find(
      (entry) => entry.ride.isPreorder && entry.ride.status === 'waiting',
    );
    const response = await post(gateway, session, redispatch, {
      id: preorder!.id,
      orderId: preorder!.id_order,
      id_driver: drivers[0]!.id,
      driver_name: null,
      expected_driver_name: preorder!.ride.driver_name,
    }).expect(409);
    expect(response.body.message).toContain('předobjednávka');
  });

  it('answers 404 for an order not in the list and 400 for a malformed body', async () => {
    await post(gateway, session, redispatch, {
      id: 2_000_000_000,
      orderId: 1,
      id_driver: drivers[0]!.id,
      driver_name: null,
      expected_driver_name: null,
    }).expect(404);
    const malformed = await post(gateway, session, redispatch, { id: -1, orderId: 'x' }).expect(400);
    expect(malformed.body.issues.length).toBeGreaterThan(0);
  });
});
