// Two gateway builds in http mode, measured in turn in one run against the same upstream stand-in,
// for a before/after that this VM's swings in speed do not decide: /api/vip with 20 distinct sessions
// (throughput kept, and each build's CPU a call ÷ the upstream's) and on one connection (added p50,
// timed to the microsecond). Each round measures direct, A and B back to back.
//
//   git worktree add /tmp/before <commit> && (cd /tmp/before && npm ci && npm run build -w gateway)
//   node scripts/bench/compare-builds.mjs /tmp/before/gateway/dist/main.js gateway/dist/main.js
//   git worktree remove --force /tmp/before
//
// Environment: BENCH_SECONDS (per throughput measurement, default 5), BENCH_ROUNDS (default 5),
// BENCH_CALLS (one-connection calls a measurement, default 2000).
import path from 'node:path';
import { login, measureDistinctSessions, startGateway, timeCalls } from './gateway-process.mjs';

const [before, after] = process.argv.slice(2).map((file) => path.resolve(file));
if (!before || !after) {
  console.error('usage: node scripts/bench/compare-builds.mjs <before main.js> <after main.js>');
  process.exit(2);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const calls = Number(process.env.BENCH_CALLS ?? 2000);
const SESSIONS = 20;
const ROUTE = '/api/vip';

const upstream = await startGateway({ MOCK_ORDER_COUNT: '10000' });
const proxyEnv = { UPSTREAM_URL: upstream.url, UPSTREAM_TOKEN_CACHE_MS: '30000' };
const builds = [
  { label: 'A', gateway: await startGateway(proxyEnv, [], before) },
  { label: 'B', gateway: await startGateway(proxyEnv, [], after) },
];
try {
  const tokens = [];
  for (let index = 0; index < SESSIONS; index += 1) {
    tokens.push(await login(upstream.url));
  }
  const sessions = (url, pids) => measureDistinctSessions(url, ROUTE, tokens, pids, seconds);
  for (const { gateway } of builds) {
    await sessions(gateway.url, [gateway.pid, upstream.pid]); // warm the token cache and JIT
  }
  console.log(`A = ${before}\nB = ${after}`);
  console.log(`${ROUTE}: ${SESSIONS} distinct sessions ${seconds} s, then ${calls} calls on one connection`);
  for (let round = 1; round <= rounds; round += 1) {
    const direct = await sessions(upstream.url, [upstream.pid]);
    const oneDirect = await timeCalls(upstream.url, ROUTE, tokens[0], { calls });
    const parts = [];
    for (const { label, gateway } of builds) {
      const via = await sessions(gateway.url, [gateway.pid, upstream.pid]);
      const one = await timeCalls(gateway.url, ROUTE, tokens[0], { calls });
      parts.push(
        `${label} kept ${((via.rate / direct.rate) * 100).toFixed(0)} %, ${(via.perCall[0] / via.perCall[1]).toFixed(2)}× CPU, +${(one.p50 - oneDirect.p50).toFixed(2)} ms`,
      );
    }
    console.log(
      `  round ${round}: direct ${direct.rate.toFixed(0)} req/s, p50 ${oneDirect.p50.toFixed(2)} ms | ${parts.join(' | ')}`,
    );
  }
} finally {
  for (const { gateway } of builds) {
    await gateway.stop();
  }
  await upstream.stop();
}
