// A stand-in for the company's own server for the browser tests, written from the specification
// (sections 3 and 7), not from the gateway: it speaks a dialect the mock never does (numbers as text,
// SQL dates, 0/1 flags, places as objects, a wrapped login, empty write answers, a driver without its
// account, an SOS alert without a user, one unreadable order) and has a live socket the tests can drop.
import type http from 'node:http';
import { Server } from 'socket.io';
import {
  HOSTILE_CREDENTIALS,
  HOSTILE_TOKEN,
  hostileAnswer,
  TRACCAR_TOKEN,
  traccarAnswer,
} from './dialect-hostile';
import { FakeUpstream, sendJson } from './fake-upstream';
import { pragueSql } from './upstream-dialects';
import { pathOf } from '@taxi/contracts';

export const DIALECT_TOKEN = 'e2e-dialect-token';
export const DIALECT_CREDENTIALS = { username: 'dispecink', password: 'heslo' };

type Place = { name: string; lat: number; lng: number } | string;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const place = (name: string, lat: number, lng: number): Place => ({ name, lat, lng });
const sqlNow = (minutesAgo: number): string =>
  pragueSql(new Date(Date.now() - minutesAgo * 60_000).toISOString());

function order(
  id: number,
  name: string,
  from: Place,
  to: Place,
  minutesAgo: number,
  extra: Record<string, Json> = {},
): Json {
  return {
    id: String(id),
    id_order: String(id + 1000),
    user: null,
    order_user: { last_name: name },
    ride: {
      createdAt: sqlNow(minutesAgo),
      pickup_location: from,
      destination: to,
      isPreorder: 0,
      preorderDateTime: null,
      distance: '9.40',
      status: 'waiting',
      price: '303',
      payment_method: null,
      driver: null,
      driver_name: null,
      // This server has the orderAssign extension: its list says each ride's driver id (as text).
      id_driver: null,
      people: '2',
      ...extra,
    },
  };
}

const BALANCE = {
  balanceDay: '606.00',
  balanceWeekend: '0',
  balanceWeek: '1212',
  balanceMonth: '5000',
  balance3Months: '15000',
  balance6Months: '30000',
  balanceYear: '60000',
  balanceYTD: '55000',
};

/** A string is sent verbatim (`OK`); no body is how this server accepts some writes. */
function send(response: http.ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    response.writeHead(status);
    response.end();
    return;
  }
  sendJson(response, status, body);
}

function parsed(body: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(body || 'null') as unknown;
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export type DialectUpstream = { fake: FakeUpstream; close: () => Promise<void> };

// One driver without its account (the dialect's oddity), two with one: names no tracked car carries.
type DialectDriver = {
  id: string;
  id_user: string;
  user?: { id: string; first_name: string; last_name: string; phone: string; email: null };
};
const DRIVERS: DialectDriver[] = [
  { id: '7', id_user: '9' },
  {
    id: '8',
    id_user: '10',
    user: { id: '10', first_name: 'Jan', last_name: 'Bartoš', phone: '605 300 400', email: null },
  },
  {
    id: '11',
    id_user: '12',
    user: { id: '12', first_name: 'Eva', last_name: 'Zelenková', phone: '+420 777 555 666', email: null },
  },
];

/** A row as this server keeps it: ids and the ride's fields as text. */
type Row = { id: string; id_order: string; order_user: Json; ride: Record<string, Json> };
const rowOf = (orders: Json[], id: unknown): Row | undefined =>
  (orders as Row[]).find((entry) => entry.id === textOf(id));
const driverOf = (id: unknown): DialectDriver | undefined =>
  DRIVERS.find((driver) => driver.id === textOf(id));
/** A number or text the client sent, as this server's text; null for anything else. */
function textOf(value: unknown): string | null {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : null;
}
const textField = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Starts the dialect server on `port` of 127.0.0.1 (0: a free one). */
export async function startDialectUpstream(port = 0): Promise<DialectUpstream> {
  const orders: Json[] = [
    order(
      501,
      'Dialektová',
      place('Mírové náměstí, Litoměřice', 50.5335, 14.1318),
      place('Lovosice', 50.515, 14.051),
      5,
    ),
    // One record a real server may send broken: people is null. The rest must still show.
    order(502, 'Rozbitá', place('Žernosecká, Litoměřice', 50.54, 14.12), place('Terezín', 50.51, 14.15), 8, {
      people: null,
    }),
    order(
      503,
      'Textová',
      '{"name":"Nádražní, Lovosice","lat":50.51,"lng":14.05}',
      place('Roudnice nad Labem', 50.42, 14.26),
      12,
      { isPreorder: 'true', preorderDateTime: sqlNow(-60), status: 'accepted', payment_method: 'card' },
    ),
  ];
  let nextOrderId = 600;
  const dismissed = new Set<number>();
  // Orders whose delete this server fails (a database lock, say), by row id.
  const undeletable = new Set<string>();
  // The socket credentials refused for now (`/__control/socket/drop?token=…`; '*' refuses every one):
  // the e2e suite drops one gateway's link while another gateway shares this server.
  const refusedSockets = new Set<string>();
  const socketCredential = (socket: { handshake: { auth: Record<string, unknown> } }): string => {
    const token = socket.handshake.auth.token;
    return typeof token === 'string' ? token : '';
  };
  const refused = (credential: string) => refusedSockets.has('*') || refusedSockets.has(credential);
  const sos = () =>
    [
      { id: '41', user: null, createdAt: sqlNow(3) },
      { id: 42, user: { first_name: 'Pavel', last_name: 'Svoboda', phone: '+420 777 100 200' } },
    ].filter((alert) => !dismissed.has(Number(alert.id)));

  const fake = await FakeUpstream.start(
    (request, response, text) => {
      const path = new URL(request.url ?? '/', 'http://upstream').pathname;
      const method = request.method;
      const body = method === 'POST' ? parsed(text) : null;

      // Controls for the tests (never part of the documented API).
      if (path === '/__control/health') {
        return send(response, 200, { ok: true });
      }
      if (path === '/__control/orders' && method === 'POST') {
        const name = typeof body?.name === 'string' ? body.name : 'Nová';
        orders.unshift(
          order(nextOrderId++, name, place('Litoměřice', 50.53, 14.13), place('Lovosice', 50.515, 14.051), 0),
        );
        return send(response, 201, { ok: true });
      }
      // The ride is declined, and the server says so with the row id as a string (its dialect).
      const decline = /^\/__control\/orders\/(\d+)\/decline$/.exec(path);
      if (decline && method === 'POST') {
        const id = decline[1] ?? '';
        const record = orders.find((entry) => (entry as { id?: Json }).id === id) as
          { ride: Record<string, Json> } | undefined;
        if (!record) {
          return send(response, 404, { message: 'Not found' });
        }
        record.ride.status = 'declined';
        io.emit('rideDecline', id);
        return send(response, 200, { ok: true });
      }
      const failDelete = /^\/__control\/orders\/(\d+)\/undeletable$/.exec(path);
      if (failDelete && method === 'POST') {
        undeletable.add(failDelete[1] ?? '');
        return send(response, 200, { ok: true });
      }
      if (path === '/__control/socket/drop') {
        refusedSockets.add(new URL(request.url ?? '/', 'http://upstream').searchParams.get('token') ?? '*');
        for (const socket of io.sockets.sockets.values()) {
          if (refused(socketCredential(socket))) {
            socket.disconnect(true);
          }
        }
        return send(response, 200, { ok: true });
      }
      if (path === '/__control/socket/restore') {
        refusedSockets.clear();
        return send(response, 200, { ok: true });
      }

      // Also a Traccar server, for a gateway with FLEET_PROVIDER=traccar: the attacker's cars.
      const traccar =
        request.headers.authorization === `Bearer ${TRACCAR_TOKEN}` ? traccarAnswer(path) : null;
      if (traccar !== null) {
        return send(response, 200, traccar);
      }

      if (path === pathOf('login') && method === 'POST') {
        const account = [
          { ...DIALECT_CREDENTIALS, token: DIALECT_TOKEN },
          { ...HOSTILE_CREDENTIALS, token: HOSTILE_TOKEN },
        ].find(({ username, password }) => body?.username === username && body?.password === password);
        return account
          ? send(response, 200, { success: true, data: { token: account.token } })
          : send(response, 401, { success: false });
      }
      if (path === pathOf('logout')) {
        return send(response, 200, 'OK');
      }
      const tokenCheck = /^\/api\/admins\/([^/]+)$/.exec(path);
      if (method === 'GET' && tokenCheck) {
        const token = decodeURIComponent(tokenCheck[1] ?? '');
        return send(
          response,
          200,
          token === DIALECT_TOKEN || token === HOSTILE_TOKEN
            ? { id: 1, username: 'dispecink' }
            : { valid: false, message: 'Invalid token' },
        );
      }
      // The attacker's account sees its own data and changes nothing; any other call as for everyone.
      if (request.headers.authorization === `Bearer ${HOSTILE_TOKEN}`) {
        const hostile = method === 'GET' ? hostileAnswer(path) : { ok: true };
        if (hostile !== null) {
          return send(response, 200, hostile);
        }
      } else if (request.headers.authorization !== `Bearer ${DIALECT_TOKEN}`) {
        return send(response, 401, { message: 'Unauthorized' });
      }

      if (path === pathOf('sosList')) {
        return send(response, 200, { data: sos() });
      }
      if (path === pathOf('sosDismiss')) {
        dismissed.add(Number(body?.id));
        return send(response, 204);
      }
      if (path === pathOf('orderList')) {
        return send(response, 200, orders);
      }
      if (path === pathOf('orderMapData')) {
        return send(response, 200, []);
      }
      if (/^\/api\/payment\/[^/]+\/balance$/.test(path)) {
        return send(response, 200, BALANCE);
      }
      if (/^\/api\/admins\/[^/]+\/workhours$/.test(path)) {
        return send(response, 200, []);
      }
      if (path === pathOf('driverList') || path === '/api/driver') {
        return send(response, 200, DRIVERS);
      }
      if (path === pathOf('orderCreate') && method === 'POST') {
        const id = nextOrderId++;
        const driver = driverOf(body?.id_driver);
        const name = textField(body?.driver_name);
        orders.unshift(
          order(
            id,
            textField(body?.name) ?? '',
            (body?.pickup_location as Place | undefined) ?? 'Neznámé místo',
            (body?.destination as Place | undefined) ?? 'Neznámé místo',
            0,
            {
              distance: textOf(body?.distance) ?? '0',
              price: textOf(body?.price) ?? '0',
              people: textOf(body?.people) ?? '1',
              status: driver ? 'accepted' : 'waiting',
              driver: driver && name ? { user: { last_name: name } } : null,
              driver_name: driver ? name : null,
              id_driver: driver ? driver.id : null,
            },
          ),
        );
        (orders[0] as Row).order_user = { last_name: textField(body?.name), phone: textField(body?.phone) };
        io.emit('ride', String(id));
        // This server answers a write with an empty body.
        return send(response, 200);
      }
      if (path === pathOf('orderDelete') && method === 'POST') {
        const row = rowOf(orders, body?.id);
        if (!row) {
          return send(response, 404, { message: 'Objednávka neexistuje.' });
        }
        if (undeletable.has(row.id)) {
          return send(response, 500, { error: 'database is locked' });
        }
        orders.splice((orders as Row[]).indexOf(row), 1);
        io.emit('ride', row.id);
        return send(response, 200, 'OK');
      }
      // The proposed orderAssign extension (docs/upstream.md), in this server's dialect: ids as text,
      // and a 409 that names the current driver its own way.
      if (path === pathOf('orderAssign') && method === 'POST') {
        const row = rowOf(orders, body?.id);
        if (!row) {
          return send(response, 404, { message: 'Objednávka neexistuje.' });
        }
        const ride = row.ride;
        const current = textOf(ride.id_driver);
        const finished = ride.status === 'pickup' || ride.status === 'done';
        if (current !== textOf(body?.expected_id_driver) || finished) {
          return send(response, 409, {
            message: 'Řidiče objednávky mezitím změnil někdo jiný.',
            current_driver: { id: current, name: ride.driver_name ?? null },
          });
        }
        const driver = body?.id_driver === null ? undefined : driverOf(body?.id_driver);
        if (body?.id_driver !== null && !driver) {
          return send(response, 400, { message: 'Řidič není v seznamu řidičů.' });
        }
        const name = driver ? (textField(body?.driver_name) ?? driver.user?.last_name ?? null) : null;
        ride.id_driver = driver ? driver.id : null;
        ride.driver_name = name;
        ride.driver = name ? { user: { last_name: name } } : null;
        ride.status = driver ? 'accepted' : 'waiting';
        io.emit('ride', row.id);
        return send(response, 200, row);
      }
      if (/^\/api\/user\/[^/]+$/.test(path)) {
        return send(response, 200, { data: [] });
      }
      if (
        path === pathOf('vipList') ||
        path === pathOf('notificationList') ||
        path === pathOf('loginHistory')
      ) {
        return send(response, 200, []);
      }
      return send(response, 404, { message: 'Not found' });
    },
    { port },
  );

  const io = new Server(fake.server, { path: '/socket.io', transports: ['websocket'] });
  io.use((socket, next) => (refused(socketCredential(socket)) ? next(new Error('odmítnuto')) : next()));

  return {
    fake,
    close: async () => {
      await io.close();
      await fake.close();
    },
  };
}
