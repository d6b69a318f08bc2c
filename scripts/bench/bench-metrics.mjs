// What the Prometheus metrics cost a request: the gateway in mock mode without METRICS_PORT (nothing
// measured) and with it (every request timed and labelled, every upstream call counted), in turn,
// GET /api/vip and GET /api/order under the same load. Prints req/s and the gateway's CPU a call;
// asserts nothing.
//
//   npm run build && node scripts/bench/bench-metrics.mjs      (BENCH_ROUNDS=3)
import autocannon from 'autocannon';
import { cpuMs, login, requireBuild, startGateway } from './gateway-process.mjs';

requireBuild();
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const CALLS = [
  ['/api/vip', 10],
  ['/api/order', 4],
];

async function measure(metricsOn, path, connections) {
  const gateway = await startGateway(metricsOn ? { METRICS_PORT: '0' } : {});
  try {
    const token = await login(gateway.url);
    const headers = { authorization: `Bearer ${token}` };
    // Warm up: JIT, the kept list views, the prepared answers.
    await autocannon({ url: `${gateway.url}${path}`, connections, duration: 2, headers });
    const before = cpuMs(gateway.pid);
    const result = await autocannon({ url: `${gateway.url}${path}`, connections, duration: 8, headers });
    return {
      rate: result.requests.average,
      cpuPerCall: (cpuMs(gateway.pid) - before) / result.requests.total,
    };
  } finally {
    await gateway.stop();
  }
}

for (const [path, connections] of CALLS) {
  const off = [];
  const on = [];
  for (let round = 0; round < rounds; round += 1) {
    // Alternating, so a slower minute of the machine hits both alike.
    off.push(await measure(false, path, connections));
    on.push(await measure(true, path, connections));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const offRate = median(off.map((r) => r.rate));
  const onRate = median(on.map((r) => r.rate));
  const offCpu = median(off.map((r) => r.cpuPerCall));
  const onCpu = median(on.map((r) => r.cpuPerCall));
  console.log(`GET ${path} (${connections} connections, ${rounds} rounds each, medians):`);
  console.log(`  metrics off: ${offRate.toFixed(0)} req/s, ${(offCpu * 1000).toFixed(0)} µs CPU a call`);
  console.log(`  metrics on:  ${onRate.toFixed(0)} req/s, ${(onCpu * 1000).toFixed(0)} µs CPU a call`);
  console.log(
    `  on/off: ${(onRate / offRate).toFixed(3)}× throughput, +${((onCpu - offCpu) * 1000).toFixed(0)} µs CPU a call`,
  );
}
process.exit(0);
