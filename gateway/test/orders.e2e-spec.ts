import {
  DEFAULT_TARIFF,
  isLocalTrip,
  MapOrderListSchema,
  OrderListSchema,
  parsePlaceText,
  pathOf,
  RIDE_STATUSES,
  tariffPrice,
} from '@taxi/contracts';
import { get, listDrivers, listOrders, newOrder, post } from './support/fixtures';
import { ADAPTERS, login, type Session, startGateway, type TestGateway } from './support/test-app';

describe.each(ADAPTERS)('orders (%s adapter)', (adapter) => {
  let gateway: TestGateway;
  let session: Session;

  beforeAll(async () => {
    gateway = await startGateway(adapter);
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  it('lists every order newest first, with every ride status and tariff prices', async () => {
    const orders = await listOrders(gateway, session);
    expect(OrderListSchema.safeParse(orders).success).toBe(true);
    expect(orders.length).toBeGreaterThanOrEqual(300);
    const times = orders.map((order) => Date.parse(order.ride.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(orders.map((order) => order.ride.status))).toEqual(new Set(RIDE_STATUSES));
    for (const { ride } of orders) {
      const isLocal = isLocalTrip(
        parsePlaceText(ride.pickup_location).name,
        parsePlaceText(ride.destination).name,
      );
      expect(ride.price).toBe(
        tariffPrice({ km: ride.distance, people: ride.people, isLocal }, DEFAULT_TARIFF),
      );
    }
    const spanDays = (times[0]! - times[times.length - 1]!) / 86_400_000;
    expect(spanDays).toBeGreaterThan(365);
  });

  it('gives the map only the active orders', async () => {
    const response = await get(gateway, session, pathOf('orderMapData')).expect(200);
    expect(MapOrderListSchema.safeParse(response.body).success).toBe(true);
    expect(response.body.length).toBeGreaterThan(0);
    for (const order of response.body) {
      expect(['waiting', 'accepted', 'pickup']).toContain(order.status);
    }
    // One ride, one number: the map names each ride by the list's order number.
    const numbers = new Set((await listOrders(gateway, session)).map((order) => order.id_order));
    for (const order of response.body as { id: number }[]) {
      expect(numbers.has(order.id)).toBe(true);
    }
  });

  it('creates a phone order without a driver: it waits at the top of the list', async () => {
    await post(gateway, session, pathOf('orderCreate'), newOrder).expect(201, { ok: true });
    const [latest] = await listOrders(gateway, session);
    expect(latest!.ride).toMatchObject({
      status: 'waiting',
      price: 566,
      people: 2,
      distance: 18.8,
      driver_name: null,
    });
    expect(latest!.order_user).toEqual({ last_name: 'Procházková', phone: '+420 605 111 222' });
    expect(latest!.ride.duration).toBe(22);
    expect(parsePlaceText(latest!.ride.pickup_location)).toEqual(newOrder.pickup_location);
  });

  it('creates an order for a chosen driver: it is accepted by that driver', async () => {
    const [driver] = await listDrivers(gateway, session);
    await post(gateway, session, pathOf('orderCreate'), {
      ...newOrder,
      id_driver: driver!.id,
      driver_name: driver!.user!.last_name,
    }).expect(201);
    const [latest] = await listOrders(gateway, session);
    expect(latest!.ride.status).toBe('accepted');
    expect(latest!.ride.driver_name).toBe(driver!.user!.last_name);
    expect(latest!.ride.driver?.user.last_name).toBe(driver!.user!.last_name);
  });

  it('answers 404 for an unknown driver and 400 for 9 persons', async () => {
    await post(gateway, session, pathOf('orderCreate'), { ...newOrder, id_driver: 99_999 }).expect(404);
    const response = await post(gateway, session, pathOf('orderCreate'), {
      ...newOrder,
      people: 9,
    }).expect(400);
    expect(response.body.issues[0].path).toBe('body.people');
  });

  it('deletes an order by id and order id; a mismatched pair is 404', async () => {
    const [, victim] = await listOrders(gateway, session);
    await post(gateway, session, pathOf('orderDelete'), {
      id: victim!.id,
      orderId: victim!.id_order + 1,
    }).expect(404);
    await post(gateway, session, pathOf('orderDelete'), { id: victim!.id, orderId: victim!.id_order }).expect(
      200,
    );
    expect((await listOrders(gateway, session)).some((order) => order.id === victim!.id)).toBe(false);
  });
});
