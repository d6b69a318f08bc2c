// Answers a real upstream might send, written from the specification (section 3 and 7) rather than
// from the gateway's code: the documented records, then the dialects servers of this kind speak.
// Each dialect pairs what the server sends with what the gateway must answer the SPA.

import { endpoints, fillPath, SESSION_TOKEN_ALIAS } from '@taxi/contracts';

/** The list and record calls the admin reads, with their documented answers. */
export const DOCUMENTED = {
  sosList: [
    {
      id: 3,
      user: { first_name: 'Pavel', last_name: 'Novák', phone: '+420 777 123 456' },
      createdAt: '2026-11-20T14:00:00.000+01:00',
    },
  ],
  vipList: [{ id: 15, phone: '+420777123456', code: 'ABCDEFGH', discount: 10 }],
  userList: [
    {
      id: 21,
      first_name: 'Jana',
      last_name: 'Dvořáková',
      phone: '+420604111222',
      email: 'jana@example.cz',
      status: null,
      rides: 4,
      credits: 12.5,
    },
  ],
  notificationList: [
    { id: 5, title: 'Silvestr', content: 'Jezdíme celou noc.', createdAt: '2026-12-01T08:30:00.000+01:00' },
  ],
  orderList: [
    {
      id: 1216,
      id_order: 2216,
      user: { first_name: 'Karel', last_name: 'Černý' },
      order_user: { last_name: 'Černý' },
      ride: {
        createdAt: '2026-11-20T14:00:00.000+01:00',
        pickup_location: '{"name":"Mírové náměstí 15, Litoměřice","lat":50.5335,"lng":14.1318}',
        destination: '{"name":"Lovosice","lat":50.515,"lng":14.051}',
        isPreorder: true,
        preorderDateTime: '2026-11-21T07:15:00.000+01:00',
        distance: 9.4,
        status: 'waiting',
        price: 303,
        payment_method: 'card',
        driver: { user: { last_name: 'Blažek' } },
        driver_name: 'Blažek',
        people: 2,
      },
    },
  ],
  orderMapData: [
    {
      id: 1216,
      status: 'waiting',
      pickup_location: '{"name":"Mírové náměstí 15, Litoměřice","lat":50.5335,"lng":14.1318}',
      destination: '{"name":"Lovosice","lat":50.515,"lng":14.051}',
      createdAt: '2026-11-20T14:00:00.000+01:00',
      people: 2,
    },
  ],
  driverList: [
    {
      id: 7,
      id_user: 9,
      user: { id: 9, first_name: 'Jan', last_name: 'Blažek', phone: '+420777111222', email: null },
    },
  ],
  loginHistory: [{ id: 40, name: 'dispecink', type: 'login', createdAt: '2026-11-20T06:59:12.000+01:00' }],
  workHoursList: [
    { id: 1, day: 1, from: '07:00', to: '22:00' },
    { id: 7, day: 7, from: null, to: null },
  ],
  balance: {
    balanceDay: 1250.5,
    balanceWeekend: 0,
    balanceWeek: 8400,
    balanceMonth: 30120,
    balance3Months: 90000,
    balance6Months: 181000,
    balanceYear: 350000,
    balanceYTD: 320000,
  },
} as const;

export type DocumentedCall = keyof typeof DOCUMENTED;
export const DOCUMENTED_CALLS = Object.keys(DOCUMENTED) as DocumentedCall[];

/** The gateway path of each call (the `{token}` ones with the session alias). */
export const gatewayPath = (call: DocumentedCall): string =>
  fillPath(endpoints[call].path, { token: SESSION_TOKEN_ALIAS });

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function mapLeaves(value: Json, change: (leaf: Json, key: string) => Json, key = ''): Json {
  if (Array.isArray(value)) {
    return value.map((item) => mapLeaves(item, change, key));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, mapLeaves(inner, change, name)]),
    );
  }
  return change(value, key);
}

const TIME_KEYS = new Set(['createdAt', 'preorderDateTime']);
const PLACE_KEYS = new Set(['pickup_location', 'destination']);

/** Prague wall-clock text of an ISO instant, as SQL writes it: `2026-11-20 14:00:00`. */
export function pragueSql(iso: string): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return parts.replace('T', ' ');
}

export type Dialect = {
  name: string;
  /** What the server sends for a documented answer. */
  send: (documented: Json, call: DocumentedCall) => unknown;
  /** What the gateway must answer (the documented answer unless the dialect loses something). */
  expect?: (documented: Json, call: DocumentedCall) => unknown;
};

export const DIALECTS: Dialect[] = [
  { name: 'as documented', send: (documented) => documented },
  {
    name: 'numbers as text ("12.50", ids "15")',
    send: (documented) =>
      mapLeaves(documented, (leaf) => (typeof leaf === 'number' ? leaf.toFixed(leaf % 1 ? 2 : 0) : leaf)),
  },
  {
    name: 'flags as 0/1',
    send: (documented) =>
      mapLeaves(documented, (leaf) => (typeof leaf === 'boolean' ? (leaf ? 1 : 0) : leaf)),
  },
  {
    name: 'flags as "true"/"false"',
    send: (documented) => mapLeaves(documented, (leaf) => (typeof leaf === 'boolean' ? String(leaf) : leaf)),
  },
  {
    name: 'places as objects instead of JSON text',
    send: (documented) =>
      mapLeaves(documented, (leaf, key) =>
        PLACE_KEYS.has(key) && typeof leaf === 'string' ? (JSON.parse(leaf) as Json) : leaf,
      ),
  },
  {
    name: 'dates as SQL wall-clock text in Prague',
    send: (documented) =>
      mapLeaves(documented, (leaf, key) =>
        TIME_KEYS.has(key) && typeof leaf === 'string' ? pragueSql(leaf) : leaf,
      ),
  },
  {
    name: 'dates as epoch seconds',
    send: (documented) =>
      mapLeaves(documented, (leaf, key) =>
        TIME_KEYS.has(key) && typeof leaf === 'string' ? Date.parse(leaf) / 1000 : leaf,
      ),
  },
  {
    name: 'dates as epoch milliseconds in text',
    send: (documented) =>
      mapLeaves(documented, (leaf, key) =>
        TIME_KEYS.has(key) && typeof leaf === 'string' ? String(Date.parse(leaf)) : leaf,
      ),
  },
  {
    name: 'wrapped in { success, data }',
    send: (documented) => ({ success: true, data: documented }),
  },
  {
    name: 'with fields the spec does not name',
    send: (documented) =>
      Array.isArray(documented)
        ? documented.map((record) => ({ ...(record as object), password_hash: '$2b$10$x', deleted: 0 }))
        : { ...(documented as object), currency: 'CZK' },
  },
  {
    name: 'nulls where the spec promises no value',
    send: (documented) =>
      mapLeaves(documented, (leaf, key) =>
        ['phone', 'payment_method', 'email', 'driver_name', 'status'].includes(key) ? null : leaf,
      ),
    expect: (documented, call) =>
      mapLeaves(documented, (leaf, key) => {
        if (key === 'email' || key === 'driver_name' || (key === 'status' && call === 'userList')) {
          return null;
        }
        return ['phone', 'payment_method', 'status'].includes(key) ? '' : leaf;
      }),
  },
];

/** The documented answer of `call` as a fresh JSON value. */
export function documented(call: DocumentedCall): Json {
  return clone(DOCUMENTED[call]) as Json;
}

/** Answers to a token check that must NOT admit anyone (each false-ish verdict). */
export const FALSE_VERDICTS: unknown[] = [
  false,
  null,
  0,
  '',
  'false',
  {},
  [],
  { valid: false },
  { success: false },
  { message: 'Invalid token' },
  { error: 'jwt expired' },
];

/** Login answers of other servers, each carrying the token `dialect.login.token`. */
export const LOGIN_DIALECTS: unknown[] = [
  { accessToken: 'dialect.login.token' },
  { access_token: 'dialect.login.token', token_type: 'bearer' },
  { token: 'dialect.login.token' },
  { data: { accessToken: 'dialect.login.token' } },
  { success: true, data: { token: 'dialect.login.token' } },
];

/** Bodies a server may send with a 2xx to a write it accepted. */
export const WRITE_ACCEPTED_BODIES: { label: string; status: number; body: string }[] = [
  { label: 'an empty 200', status: 200, body: '' },
  { label: 'an empty 204', status: 204, body: '' },
  { label: '"OK"', status: 200, body: '"OK"' },
  { label: 'plain text OK', status: 200, body: 'OK' },
  { label: '{ success: true }', status: 200, body: '{"success":true}' },
  { label: '{ message }', status: 201, body: '{"message":"Uloženo"}' },
];
