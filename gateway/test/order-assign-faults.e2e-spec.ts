import type http from 'node:http';
import { pathOf } from '@taxi/contracts';
import { type FakeUpstream, json, startFakeUpstream } from './support/fake-upstream';
import { startGateway, type TestGateway } from './support/test-app';

const TOKEN = 'assign-fault-token';
const auth = { Authorization: `Bearer ${TOKEN}` };
// Generous: a busy machine still answers the healthy calls well within it.
const TIMEOUT_MS = 2_000;

type Json = Record<string, unknown>;

/** A server as specified (plus the extension, when asked) whose delete and assignment can be made to fail. */
function companyServer() {
  const orders: Json[] = [
    {
      id: '7001',
      id_order: '2203',
      user: null,
      order_user: { last_name: 'Odmítnutá', phone: '777 123 456' },
      ride: {
        createdAt: '2026-11-28 09:00:00',
        pickup_location: { name: 'Mírové náměstí, Litoměřice', lat: 50.5335, lng: 14.1318 },
        destination: { name: 'Lovosice', lat: 50.515, lng: 14.051 },
        isPreorder: 0,
        preorderDateTime: null,
        distance: '9.4',
        status: 'declined',
        price: '303',
        payment_method: 'cash',
        driver: { user: { last_name: 'Novák' } },
        driver_name: 'Novák',
        people: '2',
      },
    },
  ];
  let nextId = 7100;
  const state = { deleteFails: true, assign: 'fail' as 'fail' | 'hang' };
  const calls: string[] = [];
  const handler = (request: http.IncomingMessage, response: http.ServerResponse, text: string): void => {
    const path = request.url ?? '';
    if (path === pathOf('tokenCheck', { token: TOKEN })) {
      return json(response, 200, true);
    }
    calls.push(`${request.method} ${path}`);
    if (path === pathOf('orderList')) {
      return json(response, 200, orders);
    }
    if (path === pathOf('orderCreate')) {
      const body = JSON.parse(text) as Json;
      const id = nextId++;
      orders.unshift({
        id: String(id),
        id_order: String(id - 4800),
        user: null,
        order_user: { last_name: body.name, phone: body.phone },
        ride: {
          createdAt: '2026-11-28 09:05:00',
          pickup_location: body.pickup_location,
          destination: body.destination,
          isPreorder: 0,
          preorderDateTime: null,
          distance: String(body.distance),
          status: 'accepted',
          price: String(body.price),
          payment_method: 'cash',
          driver: { user: { last_name: body.driver_name } },
          driver_name: body.driver_name,
          people: String(body.people),
        },
      });
      // This server answers a write with an empty body.
      response.writeHead(200);
      return void response.end();
    }
    if (path === pathOf('orderDelete')) {
      return state.deleteFails ? json(response, 500, { error: 'db locked' }) : json(response, 200, {});
    }
    if (path === pathOf('orderAssign')) {
      return state.assign === 'fail' ? json(response, 503, { error: 'maintenance' }) : undefined;
    }
    return json(response, 404, { message: 'Not found' });
  };
  return { handler, state, calls, orders };
}

describe('re-dispatch and assignment when the company server fails (http adapter)', () => {
  const server = companyServer();
  let upstream: FakeUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    upstream = await startFakeUpstream(server.handler);
    gateway = await startGateway('memory', {
      UPSTREAM_URL: upstream.url,
      UPSTREAM_RESPONSE_TIMEOUT_MS: String(TIMEOUT_MS),
      UPSTREAM_TOKEN_CACHE_MS: '60000',
      UPSTREAM_EXTENSIONS: 'orderAssign',
    });
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  it('creates the copy before deleting, and keeps both orders when the delete fails', async () => {
    const response = await gateway
      .http()
      .post(pathOf('orderRedispatch'))
      .set(auth)
      .send({ id: 7001, orderId: 2203, id_driver: 8, driver_name: 'Veselý', expected_driver_name: 'Novák' })
      .expect(200);
    expect(response.body).toMatchObject({
      original: { id: 7001, id_order: 2203 },
      replacement: { id: 7100, id_order: 2300, ride: { driver_name: 'Veselý', price: 303, people: 2 } },
      originalDeleted: false,
    });
    // Never the other way round: the create went first, the delete only after the copy showed.
    const writes = server.calls.filter((call) => call.startsWith('POST'));
    expect(writes).toEqual([`POST ${pathOf('orderCreate')}`, `POST ${pathOf('orderDelete')}`]);
    const sent = upstream.received.find((request) => request.url === pathOf('orderCreate'))!;
    expect(JSON.parse(sent.body)).toMatchObject({
      name: 'Odmítnutá',
      phone: '777 123 456',
      id_driver: 8,
      driver_name: 'Veselý',
      token: TOKEN,
    });
    expect(server.orders).toHaveLength(2);
  });

  it('answers 502 in Czech when the server fails an assignment, and 504 when it never answers', async () => {
    const body = { id: 7001, id_driver: 8, driver_name: 'Veselý', expected_id_driver: null };
    server.state.assign = 'fail';
    const failed = await gateway.http().post(pathOf('orderAssign')).set(auth).send(body).expect(502);
    expect(failed.body).toEqual({ message: 'Server objednávek je nedostupný. Zkuste to prosím za chvíli.' });
    server.state.assign = 'hang';
    const late = await gateway.http().post(pathOf('orderAssign')).set(auth).send(body).expect(504);
    expect(late.body).toEqual({ message: expect.stringContaining('neodpověděl včas') });
  });
});
