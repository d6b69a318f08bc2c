// Memory mode under load: requests/s of the dashboard's calls at 50 concurrent connections and the
// gateway's resident memory meanwhile (target ≤ 200 MB).
//
//   npm run build && node scripts/bench/bench-memory.mjs
//
// Environment: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50).
import autocannon from 'autocannon';
import { login, requireBuild, rssMb, startGateway } from './gateway-process.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// What the dashboard loads: session check, SOS strip, balance, latest orders, work hours.
const DASHBOARD = [
  '/api/admins/me',
  '/api/sos',
  '/api/payment/me/balance',
  '/api/order',
  '/api/admins/me/workhours',
];

requireBuild();
const gateway = await startGateway();
try {
  const token = await login(gateway.url);
  console.log(`Memory mode, ${connections} connections, ${seconds} s, default seed (1,200 orders)`);
  console.log(`RSS at rest: ${rssMb(gateway.pid).toFixed(0)} MB`);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(gateway.pid))), 250);
  const result = await autocannon({
    url: gateway.url,
    connections,
    duration: seconds,
    requests: DASHBOARD.map((path) => ({
      method: 'GET',
      path,
      headers: { authorization: `Bearer ${token}` },
    })),
  });
  clearInterval(sampler);
  console.log(
    `dashboard calls: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
  );
  console.log(`RSS peak under load: ${peak.toFixed(0)} MB (target ≤ 200 MB)`);
} finally {
  await gateway.stop();
}
