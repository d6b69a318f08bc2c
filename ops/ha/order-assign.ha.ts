import { expect, test } from '@playwright/test';
import type { OrderEntry } from '@taxi/contracts';
import { type Cluster, startCluster, waitFor } from '../../scripts/ha/cluster.mjs';
import { authorised, collect, connected, liveChannel, login } from './support';

type Session = Awaited<ReturnType<typeof login>>;

async function orders(url: string, session: Session): Promise<OrderEntry[]> {
  const response = await fetch(`${url}/api/order`, { headers: authorised(session.token) });
  expect(response.status).toBe(200);
  return (await response.json()) as OrderEntry[];
}

function post(url: string, path: string, session: Session, body: unknown): Promise<Response> {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authorised(session.token) },
    body: JSON.stringify(body),
  });
}

/** A waiting order of the test's own, made through `url`; its entry as the list shows it. */
async function ownOrder(url: string, session: Session, name: string): Promise<OrderEntry> {
  const created = await post(url, '/api/admins/order/create', session, {
    pickup_location: { lat: 50.5335, lng: 14.1318, name: 'Mírové náměstí 1, 412 01 Litoměřice, Česko' },
    destination: { lat: 50.5423, lng: 14.1353, name: 'Nádraží, 412 01 Litoměřice, Česko' },
    distance: 2.1,
    name,
    phone: '',
    price: 321,
    people: 2,
    duration: 6,
    id_driver: -1,
    driver_name: null,
  });
  expect(created.status).toBe(201);
  const order = (await orders(url, session)).find((entry) => entry.order_user?.last_name === name);
  expect(order).toBeDefined();
  return order!;
}

// Two dispatchers on two replicas act on one order at the same moment. The replicas forward to one
// company server without the orderAssign extension (a server as specified), so "Přeobsadit" makes a
// copy: the per-order lock in the shared Redis must let exactly one of them make it.
test.describe.serial('two replicas, one order: re-dispatch by copy', () => {
  let cluster: Cluster;
  let a: string;
  let b: string;
  let session: Session;

  test.beforeAll(async () => {
    cluster = await startCluster({ nginx: false });
    [a, b] = cluster.replicas.map((replica) => replica.url) as [string, string];
    session = await login(a);
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });

  test('exactly one copy is made; the other replica tells its dispatcher who has the order now', async () => {
    const order = await ownOrder(a, session, 'Dva dispečeři');
    const count = (await orders(a, session)).length;
    const answers = await Promise.all(
      [
        [a, 3],
        [b, 4],
      ].map(([url, driver]) =>
        post(String(url), '/api/orders/redispatch', session, {
          id: order.id,
          orderId: order.id_order,
          id_driver: driver,
          driver_name: null,
          expected_driver_name: null,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = (await answers.find((answer) => answer.status === 409)!.json()) as { message: string };
    expect(refused.message).toMatch(/jiný dispečer/);
    // One copy replaced the original: as many orders as before, and the original is gone.
    const after = await orders(b, session);
    expect(after).toHaveLength(count);
    expect(after.some((entry) => entry.id === order.id)).toBe(false);
    expect(after.filter((entry) => entry.order_user?.last_name === 'Dva dispečeři')).toHaveLength(1);

    // Later, on either replica, the second dispatcher is told what became of it.
    const winner = (await answers.find((answer) => answer.status === 200)!.json()) as {
      replacement: OrderEntry;
    };
    for (const url of [a, b]) {
      const again = await post(url, '/api/orders/redispatch', session, {
        id: order.id,
        orderId: order.id_order,
        id_driver: 5,
        driver_name: null,
        expected_driver_name: null,
      });
      expect(again.status).toBe(409);
      expect(((await again.json()) as { message: string }).message).toContain(
        `nahrazena č. ${winner.replacement.id_order}`,
      );
    }
  });

  test('says on both replicas that assignment in place is not available (the server lacks it)', async () => {
    for (const url of [a, b]) {
      const response = await fetch(`${url}/api/upstream/extensions`, { headers: authorised(session.token) });
      expect(await response.json()).toMatchObject({ orderAssign: false });
    }
  });
});

// The same with a server that has the extension, turned on in both replicas: the server decides
// between two dispatchers, and every replica's admins hear the change.
test.describe.serial('two replicas, one order: assignment in place', () => {
  let cluster: Cluster;
  let a: string;
  let b: string;
  let session: Session;

  test.beforeAll(async () => {
    cluster = await startCluster({ nginx: false, env: { UPSTREAM_EXTENSIONS: 'orderAssign' } });
    [a, b] = cluster.replicas.map((replica) => replica.url) as [string, string];
    session = await login(a);
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });

  test('exactly one of two assignments at the same moment wins; admins on the other replica hear it', async () => {
    const order = await ownOrder(a, session, 'Dvě repliky');
    const listener = await connected(liveChannel(b, session.token));
    const rides = collect<{ id: number }>(listener, 'ride');
    try {
      const answers = await Promise.all(
        [
          [a, 3],
          [b, 4],
        ].map(([url, driver]) =>
          post(String(url), '/api/admins/order/assign', session, {
            id: order.id,
            id_driver: driver,
            driver_name: null,
            expected_id_driver: null,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = (await answers.find((answer) => answer.status === 200)!.json()) as OrderEntry;
      const loser = (await answers.find((answer) => answer.status === 409)!.json()) as { current: unknown };
      expect(loser.current).toEqual({
        id_driver: winner.ride.id_driver,
        driver_name: winner.ride.driver_name,
      });
      await waitFor('the ride event on replica B', () => rides.some((ride) => ride.id === order.id), 15_000);
    } finally {
      listener.close();
    }
  });
});
