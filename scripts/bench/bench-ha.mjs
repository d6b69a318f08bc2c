// Several replicas (npm run bench, BENCH_ONLY=ha): real redis-server, the mock company server, gateway
// replicas and nginx (scripts/ha/cluster.mjs). Prints, asserting nothing:
// - failover: SIGKILL of the replica polling the fleet, at spread points of its 10 s interval (the
//   first just after a poll, the worst case) → the survivor's first poll, the shortest gap between
//   two polls (never under one interval: two replicas never poll in one), and → every admin socket
//   that was on it connected again through nginx;
// - a logout on one replica → the same token refused by the other (which trusts verdicts for a minute);
// - the cost of a Redis-backed login check: a failed login on one gateway, in-process limits vs Redis;
// - throughput through nginx with one vs two replicas.
//
//   npm run build && node scripts/bench/bench-ha.mjs      (BENCH_FAILOVERS=4 runs of the failover)
import http from 'node:http';
import autocannon from 'autocannon';
import { io } from 'socket.io-client';
import { sleep, startCluster, startGateway, startRedis, waitFor } from '../ha/cluster.mjs';
import { cpuMs, login, percentile, requireBuild } from './gateway-process.mjs';

requireBuild();
const failovers = Number(process.env.BENCH_FAILOVERS ?? 4);
const INTERVAL_MS = 10_000;
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const range = (values) =>
  `median ${Math.round(median(values))}, min ${Math.round(Math.min(...values))}, max ${Math.round(Math.max(...values))}`;

/** A tracking provider in the car-group service's shape that notes when it is polled. */
async function startTracking() {
  const polls = [];
  const server = http.createServer((request, response) => {
    request.resume();
    response.setHeader('content-type', 'application/json');
    if (request.url === '/authenticate') {
      return response.end(JSON.stringify({ token: 't', expiresIn: 3600 }));
    }
    polls.push(Date.now());
    const car = { carID: 1, spz: '4U2 1234', lastPosition: { latitude: 50.53, longitude: 14.13 } };
    response.end(JSON.stringify({ carGroups: [{ id: 1, name: 'Litoměřice', cars: [car] }] }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, polls, close: () => server.close() };
}

async function status(url, token) {
  return (await fetch(`${url}/api/status`, { headers: { authorization: `Bearer ${token}` } })).json();
}

/** Kills the poller `afterPollMs` after its latest poll (0: at once, the longest wait for the next). */
async function failover(afterPollMs) {
  const tracking = await startTracking();
  const cluster = await startCluster({
    env: {
      LOG_LEVEL: 'warn',
      FLEET_PROVIDER: 'cargroups',
      FLEET_CARGROUPS_URL: tracking.url,
      FLEET_CARGROUPS_KEY: 'k',
      FLEET_POLL_INTERVAL_MS: String(INTERVAL_MS),
    },
  });
  try {
    const token = await login(cluster.nginx.url);
    const sockets = Array.from({ length: 20 }, () =>
      io(cluster.nginx.url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token },
        forceNew: true,
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
        randomizationFactor: 0.5,
      }),
    );
    await waitFor('sockets', () => sockets.every((socket) => socket.connected));
    const tokens = new Map();
    for (const replica of cluster.replicas) {
      tokens.set(replica, await login(replica.url));
    }
    const poller = await waitFor('the poller', async () => {
      for (const replica of cluster.replicas) {
        if ((await status(replica.url, tokens.get(replica))).fleet.role === 'polling') {
          return replica;
        }
      }
      return undefined;
    });
    // A crash comes at any point of the interval: just after a poll is the longest wait.
    const seen = tracking.polls.length;
    await waitFor('a poll to kill after', () => tracking.polls.length > seen, 2 * INTERVAL_MS, 5);
    await sleep(afterPollMs);
    // The sockets that were on the killed replica, and when each was connected again.
    const back = new Map();
    const killedAt = Date.now();
    sockets.forEach((socket) =>
      socket.once('disconnect', () => socket.once('connect', () => back.set(socket, Date.now()))),
    );
    await poller.kill();
    const polledAt = await waitFor(
      'a poll by the survivor',
      () => tracking.polls.find((at) => at > killedAt),
      60_000,
      20,
    );
    await waitFor('the sockets back', () => sockets.every((socket) => socket.connected), 30_000, 20);
    const moved = back.size;
    const reconnected = Math.max(killedAt, ...back.values()) - killedAt;
    sockets.forEach((socket) => socket.close());
    // One more poll by the survivor, so the gaps on both sides of the handover are measured.
    const count = tracking.polls.length;
    await waitFor('the next poll', () => tracking.polls.length > count, 2 * INTERVAL_MS, 20);
    const gaps = tracking.polls.slice(1).map((at, index) => at - tracking.polls[index]);
    return { poll: polledAt - killedAt, gap: Math.min(...gaps), sockets: reconnected, moved };
  } finally {
    await cluster.stop();
    tracking.close();
  }
}

async function logoutReach() {
  const cluster = await startCluster({
    nginx: false,
    env: { LOG_LEVEL: 'warn', UPSTREAM_TOKEN_CACHE_MS: '60000' },
  });
  try {
    const [a, b] = cluster.replicas;
    const times = [];
    for (let round = 0; round < 10; round += 1) {
      const token = await login(a.url);
      const headers = { authorization: `Bearer ${token}` };
      await fetch(`${b.url}/api/vip`, { headers });
      const started = performance.now();
      await fetch(`${a.url}/api/history_login/create`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      });
      await waitFor(
        'refused on B',
        async () => (await fetch(`${b.url}/api/vip`, { headers })).status === 401,
        10_000,
        1,
      );
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await cluster.stop();
  }
}

/**
 * Failed logins one after another on one gateway (mock mode), with the given shared state: µs each
 * (one connection, so a login takes 1 / rate), and how many were answered 401.
 */
async function failedLogins(env) {
  // Every attempt from another address for another username: each one checks and records in full,
  // none is cut short by a limit.
  const gateway = await startGateway('login-bench', { LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback', ...env });
  let attempt = 0;
  try {
    const result = await autocannon({
      url: `${gateway.url}/api/admins/login`,
      connections: 1,
      duration: 8,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            attempt += 1;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.${(attempt >> 16) & 255}.${(attempt >> 8) & 255}.${attempt & 255}`,
              },
              body: JSON.stringify({ username: `dispecer-${attempt}`, password: 'spatne' }),
            };
          },
        },
      ],
    });
    return {
      microseconds: 1e6 / result.requests.average,
      refused: result['4xx'],
      total: result.requests.total,
    };
  } finally {
    await gateway.kill();
  }
}

/** req/s through nginx, and the share of one core each process used (where the limit is). */
async function throughput(replicas) {
  const cluster = await startCluster({ replicas, env: { LOG_LEVEL: 'warn' } });
  try {
    const token = await login(cluster.nginx.url);
    const processes = [
      ['company server', cluster.upstream.pid],
      ...cluster.replicas.map((replica) => [replica.name, replica.pid]),
    ];
    const before = processes.map(([, pid]) => cpuMs(pid));
    const started = Date.now();
    const result = await autocannon({
      url: `${cluster.nginx.url}/api/vip`,
      connections: 20,
      duration: 10,
      headers: { authorization: `Bearer ${token}` },
    });
    const elapsed = Date.now() - started;
    const cpu = processes
      .map(([name, pid], index) => `${name} ${Math.round(((cpuMs(pid) - before[index]) / elapsed) * 100)} %`)
      .join(', ');
    return {
      rate: result.requests.average,
      p50: result.latency.p50,
      errors: result.errors + result.non2xx,
      cpu,
    };
  } finally {
    await cluster.stop();
  }
}

console.log(
  `Failover, ${failovers} runs (fleet interval 10 s, lease 5 s asked every 2.5 s, 20 admin sockets through nginx):`,
);
const runs = [];
for (let run = 0; run < failovers; run += 1) {
  const afterPollMs = Math.round((run * INTERVAL_MS) / failovers);
  const result = await failover(afterPollMs);
  runs.push(result);
  console.log(
    `  run ${run + 1}, killed ${afterPollMs} ms after a poll: survivor polled after ${result.poll} ms; ` +
      `shortest gap between polls ${result.gap} ms; ${result.moved} sockets back after ${result.sockets} ms`,
  );
}
console.log(`  SIGKILL → survivor polls:      ${range(runs.map((run) => run.poll))} ms`);
console.log(`  shortest gap between two polls: ${Math.min(...runs.map((run) => run.gap))} ms`);
console.log(`  SIGKILL → sockets reconnected: ${range(runs.map((run) => run.sockets))} ms`);

const reach = await logoutReach();
console.log(
  `\nLogout on A → token refused on B (B trusts verdicts 60 s): ${range(reach)} ms over ${reach.length} logouts`,
);

const redis = await startRedis();
const memory = await failedLogins({});
const shared = await failedLogins({
  REDIS_URL: redis.url,
  DEVICE_COOKIE_SECRET: 'bench-device-cookie-secret-0123456789abcdef',
});
await redis.stop();
console.log('\nFailed logins one after another on one gateway (each checks 3 limits, records 3 failures):');
console.log(
  `  in-process limits: ${memory.microseconds.toFixed(0)} µs a login (${memory.refused} of ${memory.total} answered 401)`,
);
console.log(
  `  Redis limits:      ${shared.microseconds.toFixed(0)} µs a login (${shared.refused} of ${shared.total} answered 401)`,
);
console.log(
  `  the Redis-backed check adds ${(shared.microseconds - memory.microseconds).toFixed(0)} µs a login`,
);

const one = await throughput(1);
const two = await throughput(2);
console.log(
  '\nGET /api/vip through nginx (20 connections, 10 s; mock company server, Redis, nginx on the same 2 cores):',
);
console.log(
  `  1 replica:  ${one.rate.toFixed(0)} req/s, p50 ${one.p50} ms, ${one.errors} errors; CPU ${one.cpu}`,
);
console.log(
  `  2 replicas: ${two.rate.toFixed(0)} req/s, p50 ${two.p50} ms, ${two.errors} errors; CPU ${two.cpu} (×${(two.rate / one.rate).toFixed(2)})`,
);
process.exit(0);
