// Proxy overhead: autocannon against the gateway in http mode and against the same upstream hit
// directly, in one run, for a light GET (/api/vip) and the largest list (/api/order, 10,000 orders).
// Targets (issue 16): /api/vip via the gateway keeps ≥ 75 % of direct throughput at 20 connections and
// adds ≤ 1 ms at p50 on one connection. Identical GETs in flight share one upstream request, which
// helps when the connections share one session; the "distinct sessions" line (one token per
// connection) and the one-connection line are the figures where that sharing cannot help. Both
// also run through a reference proxy with no framework and no checks
// (`reference-proxy.mjs`): what any Node process in front of the upstream keeps on this machine.
//
//   npm run build && node scripts/bench/bench-proxy.mjs
//
// Environment: BENCH_SECONDS (per measurement, default 8), BENCH_CONNECTIONS (default 20).
import autocannon from 'autocannon';
import {
  cpuMs,
  login,
  measureDistinctSessions,
  requireBuild,
  rssMb,
  startGateway,
  startReferenceProxy,
  timeCalls,
} from './gateway-process.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

function measure(url, path, token, encodings = 'identity') {
  return autocannon({
    url: `${url}${path}`,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': encodings },
  });
}

/** Milliseconds as printed. */
const ms = (value) => value.toFixed(2);

/** Requests per second low enough that neither process queues on this machine. */
const UNSATURATED_RATE = { '/api/vip': 100, '/api/order': 2 };

/**
 * CPU ms each process spends per call while `run` makes calls (the gateway's overhead itself), and
 * the first process's (the gateway's) peak RSS meanwhile.
 */
async function withCpuPerCall(pids, run) {
  const start = pids.map(cpuMs);
  let peakRss = rssMb(pids[0]);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pids[0]))), 200);
  let result;
  try {
    result = await run();
  } finally {
    clearInterval(sampler);
  }
  const perCall = pids.map((pid, index) => ((cpuMs(pid) - start[index]) / result.requests.total).toFixed(2));
  return { result, perCall, peakRss: peakRss.toFixed(0) };
}

function row(label, result) {
  const { requests, latency, non2xx, errors } = result;
  return `${label.padEnd(28)} ${requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(latency.p50).padStart(4)} ms   p99 ${String(latency.p99).padStart(4)} ms${non2xx || errors ? `   (non-2xx ${non2xx}, errors ${errors})` : ''}`;
}

requireBuild();
// The upstream stand-in is the gateway itself in mock mode: the real upstream's shapes, 10,000 orders.
const upstream = await startGateway({ MOCK_ORDER_COUNT: '10000' });
const gateway = await startGateway({ UPSTREAM_URL: upstream.url, UPSTREAM_TOKEN_CACHE_MS: '30000' });
const reference = await startReferenceProxy(upstream.url);
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
    const pids = [gateway.pid, upstream.pid];
    const {
      result: proxied,
      perCall,
      peakRss,
    } = await withCpuPerCall(pids, () => measure(gateway.url, path, token));
    const ratio = proxied.requests.average / direct.requests.average;
    console.log(row(`${path} direct`, direct));
    console.log(row(`${path} via gateway`, proxied));
    console.log(
      `${''.padEnd(28)} throughput kept ${(ratio * 100).toFixed(0)} % (target ≥ 75 %), added p50 ${proxied.latency.p50 - direct.latency.p50} ms (saturated: mostly queueing)`,
    );
    console.log(
      `${''.padEnd(28)} CPU per proxied call: gateway ${perCall[0]} ms, upstream ${perCall[1]} ms; gateway RSS peak ${peakRss} MB`,
    );
    if (path === '/api/vip') {
      const oneDirect = await timeCalls(upstream.url, path, token, { calls: 3000 });
      const oneProxied = await timeCalls(gateway.url, path, token, { calls: 3000 });
      const oneBare = await timeCalls(reference.url, path, token, { calls: 3000 });
      console.log(
        `${''.padEnd(28)} 1 connection, back to back: direct p50 ${ms(oneDirect.p50)} ms (mean ${ms(oneDirect.mean)}), via p50 ${ms(oneProxied.p50)} ms (mean ${ms(oneProxied.mean)}): added p50 ${ms(oneProxied.p50 - oneDirect.p50)} ms (target ≤ 1 ms); the reference proxy adds p50 ${ms(oneBare.p50 - oneDirect.p50)} ms`,
      );
      const tokens = [];
      for (let index = 0; index < connections; index += 1) {
        tokens.push(await login(upstream.url));
      }
      const sessions = (url, pids) => measureDistinctSessions(url, path, tokens, pids, Math.min(seconds, 5));
      const direct = await sessions(upstream.url, [upstream.pid]);
      const via = await sessions(gateway.url, [gateway.pid, upstream.pid]);
      const bare = await sessions(reference.url, [reference.pid, upstream.pid]);
      const kept = (run) => `${((run.rate / direct.rate) * 100).toFixed(0)} %`;
      // The machine's speed swings between runs; a proxy's CPU per call over the upstream's is steadier.
      const cost = (run) =>
        `${run.perCall[0].toFixed(2)} ms a call, ${(run.perCall[0] / run.perCall[1]).toFixed(2)}× the upstream's`;
      console.log(
        `${''.padEnd(28)} ${connections} distinct sessions (no sharing possible): direct ${direct.rate.toFixed(0)} req/s; via gateway ${via.rate.toFixed(0)} req/s, kept ${kept(via)} (target ≥ 75 %; ${cost(via)})`,
      );
      console.log(
        `${''.padEnd(28)} reference, a bare Node proxy (no framework, no checks): ${bare.rate.toFixed(0)} req/s, kept ${kept(bare)} (${cost(bare)})`,
      );
    }
    const rate = UNSATURATED_RATE[path];
    const paced = { rate, calls: rate * 10 };
    const calmDirect = await timeCalls(upstream.url, path, token, paced);
    const calmProxied = await timeCalls(gateway.url, path, token, paced);
    console.log(
      `${''.padEnd(28)} at ${rate} req/s (below saturation): p50 ${ms(calmDirect.p50)} → ${ms(calmProxied.p50)} ms, mean ${ms(calmDirect.mean)} → ${ms(calmProxied.mean)} ms: added p50 ${ms(calmProxied.p50 - calmDirect.p50)} ms (target ≤ 2 ms)`,
    );
    if (path === '/api/order') {
      // What a browser asks for: the gateway compresses (the upstream's answer arrives uncompressed).
      const browser = await withCpuPerCall(pids, () =>
        measure(gateway.url, path, token, 'gzip, deflate, br'),
      );
      console.log(row(`${path} via, gzip/br accepted`, browser.result));
      console.log(
        `${''.padEnd(28)} CPU per proxied call: gateway ${browser.perCall[0]} ms, upstream ${browser.perCall[1]} ms; gateway RSS peak ${browser.peakRss} MB`,
      );
    }
  }
} finally {
  await reference.stop();
  await gateway.stop();
  await upstream.stop();
}
