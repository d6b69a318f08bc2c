// Proxy overhead: autocannon against the gateway in http mode and against the same upstream hit
// directly, in one run, for a light GET (/api/vip) and the largest list (/api/order, 10,000 orders).
// Targets: the gateway keeps ≥ 70 % of direct throughput and adds ≤ 2 ms at p50.
//
//   npm run build && node scripts/bench/bench-proxy.mjs
//
// Environment: BENCH_SECONDS (per measurement, default 8), BENCH_CONNECTIONS (default 10).
import autocannon from 'autocannon';
import { cpuMs, login, requireBuild, startGateway } from './gateway-process.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function measure(url, path, token) {
  return autocannon({
    url: `${url}${path}`,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
}

function row(label, result) {
  const { requests, latency, non2xx, errors } = result;
  return `${label.padEnd(28)} ${requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(latency.p50).padStart(4)} ms   p99 ${String(latency.p99).padStart(4)} ms${non2xx || errors ? `   (non-2xx ${non2xx}, errors ${errors})` : ''}`;
}

requireBuild();
// The upstream stand-in is the gateway itself in mock mode: the real upstream's shapes, 10,000 orders.
const upstream = await startGateway({ MOCK_ORDER_COUNT: '10000' });
const gateway = await startGateway({ UPSTREAM_URL: upstream.url, UPSTREAM_TOKEN_CACHE_MS: '30000' });
try {
  const token = await login(upstream.url);
  console.log(`Proxy overhead (${connections} connections, ${seconds} s each, loopback)`);
  for (const path of ['/api/vip', '/api/order']) {
    // Warm both paths (JIT, token cache, keep-alive) before measuring.
    await autocannon({
      url: `${gateway.url}${path}`,
      connections,
      amount: 200,
      headers: { authorization: `Bearer ${token}` },
    });
    const direct = await measure(upstream.url, path, token);
    // On a small machine the three processes share the cores, so the ratio partly measures core
    // sharing; the CPU each process spends per proxied call is the overhead itself.
    const before = { gateway: cpuMs(gateway.pid), upstream: cpuMs(upstream.pid) };
    const proxied = await measure(gateway.url, path, token);
    const calls = proxied.requests.total;
    const perCall = (pid, start) => ((cpuMs(pid) - start) / calls).toFixed(2);
    const ratio = proxied.requests.average / direct.requests.average;
    console.log(row(`${path} direct`, direct));
    console.log(row(`${path} via gateway`, proxied));
    console.log(
      `${''.padEnd(28)} throughput kept ${(ratio * 100).toFixed(0)} % (target ≥ 70 %), added p50 ${proxied.latency.p50 - direct.latency.p50} ms (target ≤ 2 ms)`,
    );
    console.log(
      `${''.padEnd(28)} CPU per proxied call: gateway ${perCall(gateway.pid, before.gateway)} ms, upstream ${perCall(upstream.pid, before.upstream)} ms`,
    );
  }
} finally {
  await gateway.stop();
  await upstream.stop();
}
