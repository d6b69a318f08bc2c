// Socket fan-out: 200 signed-in admin clients on the gateway (http mode); a stand-in upstream
// socket.io server emits ride events and we time from the upstream's emit to the last client
// receiving each one. Target: p99 ≤ 50 ms on loopback. Also the latency to a single client.
//
//   npm run build && node scripts/bench/bench-fanout.mjs
//
// Environment: BENCH_CLIENTS (default 200), BENCH_EVENTS (default 100).
import http from 'node:http';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { freePort, percentile, requireBuild, startGateway } from './gateway-process.mjs';

const clients = Number(process.env.BENCH_CLIENTS ?? 200);
const events = Number(process.env.BENCH_EVENTS ?? 100);
const TOKEN = 'bench-session-token';

/** A minimal upstream: accepts the bench token and runs the socket the gateway relays from. */
async function startUpstream() {
  const port = await freePort();
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      request.url === `/api/admins/${TOKEN}` ? 'true' : request.url === '/api/sos' ? '[]' : 'false',
    );
  });
  const io = new Server(server, { transports: ['websocket'] });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, io, close: () => io.close() };
}

function connectClient(url) {
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { Authorization: `Bearer ${TOKEN}` },
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function run(label, sockets, upstream) {
  const toLast = [];
  const toFirst = [];
  for (let i = 0; i < events; i += 1) {
    const received = sockets.map(
      (socket) => new Promise((resolve) => socket.once('ride', () => resolve(performance.now()))),
    );
    const sentAt = performance.now();
    upstream.io.emit('ride', { id: i });
    const times = await Promise.all(received);
    toLast.push(Math.max(...times) - sentAt);
    toFirst.push(Math.min(...times) - sentAt);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const last = toLast.sort((a, b) => a - b);
  const first = toFirst.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(22)} to first client p50 ${percentile(first, 50).toFixed(1)} ms · to last client p50 ${percentile(last, 50).toFixed(1)} ms, p99 ${percentile(last, 99).toFixed(1)} ms`,
  );
}

requireBuild();
const upstream = await startUpstream();
const relayed = new Promise((resolve) => upstream.io.once('connection', resolve));
const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
await relayed;
const sockets = [];
try {
  sockets.push(await connectClient(gateway.url));
  console.log(`Event latency upstream → gateway → SPA clients (${events} events, loopback)`);
  await run('1 client', sockets, upstream);
  while (sockets.length < clients) {
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, clients - sockets.length) }, () => connectClient(gateway.url)),
      )),
    );
  }
  await run(`${clients} clients`, sockets, upstream);
  console.log('target: p99 to the last of 200 clients ≤ 50 ms');
} finally {
  sockets.forEach((socket) => socket.close());
  await gateway.stop();
  upstream.close();
}
