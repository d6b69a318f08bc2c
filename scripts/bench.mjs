// `npm run bench`: every benchmark in turn, each printing its figures (nothing here asserts).
// Builds first when no build exists. BENCH_ONLY=proxy,budget,memory,… runs a subset.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const BENCHES = [
  ['proxy', 'scripts/bench/bench-proxy.mjs', 'proxy overhead, http mode vs direct'],
  ['budget', 'scripts/bench/bench-proxy-budget.mjs', 'the CPU a call a proxy may spend and keep 75 %'],
  ['memory', 'scripts/bench/bench-memory.mjs', 'memory mode: dashboard calls and RSS'],
  ['fanout', 'scripts/bench/bench-fanout.mjs', 'socket fan-out: upstream event to 200 clients'],
  ['metrics', 'scripts/bench/bench-metrics.mjs', 'what Prometheus metrics cost a request, on vs off'],
  [
    'nearest',
    'scripts/bench/bench-nearest.mjs',
    'Nejbližší vozy: latency with 50 cars, routing calls per pickup',
  ],
  ['ha', 'scripts/bench/bench-ha.mjs', 'two replicas, Redis and nginx: failover, shared limits, throughput'],
  ['orders', 'web/scripts/bench-orders.mjs', 'orders screen with 10,000 orders'],
  ['reports', 'web/scripts/bench-reports.mjs', 'Přehledy with 50,000 orders: aggregate and draw'],
  ['map', 'web/scripts/bench-map.mjs', 'map with 500 vehicles and 2,000 orders'],
  ['public', 'scripts/bench-public.mjs', 'public site: Lighthouse and JS size'],
  [
    'routes',
    'scripts/bench/bench-route-js.mjs',
    'route budgets: what Chromium downloads vs the static reading',
  ],
  [
    'soak',
    'scripts/bench/bench-soak.mjs',
    'dashboard, map and orders through a long shift at 50x the event rate',
  ],
];
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);

if (
  !existsSync(path.join(root, 'gateway/dist/main.js')) ||
  !existsSync(path.join(root, 'web/dist/index.html'))
) {
  console.log('No build yet: npm run build');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) {
    process.exit(1);
  }
}

let failed = 0;
for (const [name, script, title] of BENCHES) {
  if ((only.length && !only.includes(name)) || !existsSync(path.join(root, script))) {
    continue;
  }
  console.log(`\n━━ ${name}: ${title} (node ${script})`);
  const result = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.log(`(${name} did not finish: exit ${result.status})`);
  }
}
process.exit(failed ? 1 : 0);
