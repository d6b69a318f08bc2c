// A stand-in for the company's own server, written from the specification (sections 3 and 7), not
// from the gateway: it speaks a dialect the mock never does (numbers as text, SQL dates, 0/1 flags,
// places as objects, a wrapped login, empty write answers, a driver without its account, an SOS
// alert without a user, one unreadable order) and has a live socket the tests can drop.
import http from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.env.PORT ?? 4175);
const TOKEN = 'e2e-dialect-token';
const CREDENTIALS = { username: 'dispecink', password: 'heslo' };

const place = (name, lat, lng) => ({ name, lat, lng });
const sqlNow = (minutesAgo) => {
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() - minutesAgo * 60_000));
  return text.replace('T', ' ');
};

function order(id, name, from, to, minutesAgo, extra = {}) {
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
      people: '2',
      ...extra,
    },
  };
}

const orders = [
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
    {
      isPreorder: 'true',
      preorderDateTime: sqlNow(-60),
      status: 'accepted',
      payment_method: 'card',
    },
  ),
];
let nextOrderId = 600;
const dismissed = new Set();
let refuseSocket = false;

const sos = () =>
  [
    { id: '41', user: null, createdAt: sqlNow(3) },
    { id: 42, user: { first_name: 'Pavel', last_name: 'Svoboda', phone: '+420 777 100 200' } },
  ].filter((alert) => !dismissed.has(Number(alert.id)));

function send(res, status, body) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, text ? { 'content-type': 'application/json' } : {});
  res.end(text);
}

function readBody(req) {
  return new Promise((resolve) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'));
      } catch {
        resolve(null);
      }
    });
  });
}

function authorised(req) {
  return req.headers.authorization === `Bearer ${TOKEN}`;
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://upstream');
  const path = url.pathname;
  const body = req.method === 'POST' ? await readBody(req) : null;

  // Controls for the tests (never part of the documented API).
  if (path === '/__control/health') {
    return send(res, 200, { ok: true });
  }
  if (path === '/__control/orders' && req.method === 'POST') {
    orders.unshift(
      order(
        nextOrderId++,
        body?.name ?? 'Nová',
        place('Litoměřice', 50.53, 14.13),
        place('Lovosice', 50.515, 14.051),
        0,
      ),
    );
    return send(res, 201, { ok: true });
  }
  if (path === '/__control/socket/drop') {
    refuseSocket = true;
    io.disconnectSockets(true);
    return send(res, 200, { ok: true });
  }
  if (path === '/__control/socket/restore') {
    refuseSocket = false;
    return send(res, 200, { ok: true });
  }

  if (path === '/api/admins/login' && req.method === 'POST') {
    const ok = body?.username === CREDENTIALS.username && body?.password === CREDENTIALS.password;
    return ok
      ? send(res, 200, { success: true, data: { token: TOKEN } })
      : send(res, 401, { success: false });
  }
  if (path === '/api/history_login/create') {
    return send(res, 200, 'OK');
  }
  const tokenCheck = /^\/api\/admins\/([^/]+)$/.exec(path);
  if (req.method === 'GET' && tokenCheck) {
    const token = decodeURIComponent(tokenCheck[1]);
    return send(
      res,
      200,
      token === TOKEN ? { id: 1, username: 'dispecink' } : { valid: false, message: 'Invalid token' },
    );
  }
  if (!authorised(req)) {
    return send(res, 401, { message: 'Unauthorized' });
  }

  if (path === '/api/sos') {
    return send(res, 200, { data: sos() });
  }
  if (path === '/api/sos/dismiss') {
    dismissed.add(Number(body?.id));
    return send(res, 204);
  }
  if (path === '/api/order') {
    return send(res, 200, orders);
  }
  if (path === '/api/order/getMapData') {
    return send(res, 200, []);
  }
  if (/^\/api\/payment\/[^/]+\/balance$/.test(path)) {
    return send(res, 200, {
      balanceDay: '606.00',
      balanceWeekend: '0',
      balanceWeek: '1212',
      balanceMonth: '5000',
      balance3Months: '15000',
      balance6Months: '30000',
      balanceYear: '60000',
      balanceYTD: '55000',
    });
  }
  if (/^\/api\/admins\/[^/]+\/workhours$/.test(path)) {
    return send(res, 200, []);
  }
  if (path === '/api/driver/' || path === '/api/driver') {
    return send(res, 200, [{ id: '7', id_user: '9' }]);
  }
  if (/^\/api\/user\/[^/]+$/.test(path)) {
    return send(res, 200, { data: [] });
  }
  if (path === '/api/vip' || path === '/api/notifications/get' || path === '/api/history_login') {
    return send(res, 200, []);
  }
  return send(res, 404, { message: 'Not found' });
});

const io = new Server(server, { path: '/socket.io', transports: ['websocket'] });
io.use((_socket, next) => (refuseSocket ? next(new Error('odmítnuto')) : next()));

server.listen(port, '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    io.close();
    server.close(() => process.exit(0));
  });
}
