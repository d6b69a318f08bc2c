// Where a proxied call's CPU goes: both processes of the proxy benchmark (the gateway in http mode and
// the memory-mode upstream it forwards to) run under `node --cpu-prof` while autocannon calls the
// gateway; then each profile's self time is summed per package / Node subsystem and per function,
// and divided by the number of calls.
//
//   npm run build -w gateway && node scripts/bench/profile-proxy.mjs [path]
//
// Environment: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20), PROFILE_TOP (functions
// listed, default 25), PROFILE_DIR (where the .cpuprofile files stay; a temporary folder otherwise).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { login, requireBuild, startGateway } from './gateway-process.mjs';

const route = process.argv[2] ?? '/api/vip';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const top = Number(process.env.PROFILE_TOP ?? 25);
const dir = process.env.PROFILE_DIR ?? mkdtempSync(path.join(tmpdir(), 'gateway-profile-'));

/** The bucket a sampled function's self time is counted in. */
function bucketOf(frame) {
  const { url, functionName } = frame;
  if (!url) {
    // V8's own entries: (garbage collector), (program) = native code incl. system calls, (idle).
    return functionName || '(anonymous native)';
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) {
    return pkg[1];
  }
  const internal = /^node:(?:internal\/)?([^/]+(?:\/[^/]+)?)/.exec(url);
  if (internal) {
    return `node:${internal[1].replace(/\.js$/, '')}`;
  }
  if (url.includes('/gateway/dist/')) {
    return 'gateway (own code + contracts)';
  }
  return url;
}

function summarise(file, calls) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  const intervals = profile.timeDeltas;
  for (let index = 0; index < profile.samples.length; index += 1) {
    const id = profile.samples[index];
    selfUs.set(id, (selfUs.get(id) ?? 0) + (intervals[index] ?? 0));
  }
  const buckets = new Map();
  const functions = new Map();
  let busy = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id).callFrame;
    if (frame.functionName === '(idle)') {
      continue;
    }
    busy += us;
    const bucket = bucketOf(frame);
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + us);
    const name = `${frame.functionName || '(anonymous)'}  ${bucket === frame.url ? '' : bucket}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const perCall = (us) => (us / calls).toFixed(1).padStart(7);
  const share = (us) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
  const lines = [`busy ${(busy / 1000).toFixed(0)} ms over ${calls} calls: ${perCall(busy)} µs a call`];
  lines.push('  by package / subsystem (self time, µs a call):');
  for (const [bucket, us] of [...buckets].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    lines.push(`    ${perCall(us)}  ${share(us)}  ${bucket}`);
  }
  lines.push(`  top ${top} functions (self time, µs a call):`);
  for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    lines.push(`    ${perCall(us)}  ${share(us)}  ${name}`);
  }
  return lines.join('\n');
}

requireBuild();
const gatewayDir = path.join(dir, 'gateway');
const upstreamDir = path.join(dir, 'upstream');
mkdirSync(gatewayDir, { recursive: true });
mkdirSync(upstreamDir, { recursive: true });
const upstream = await startGateway({ MOCK_ORDER_COUNT: '10000' }, [
  '--cpu-prof',
  `--cpu-prof-dir=${upstreamDir}`,
]);
const gateway = await startGateway({ UPSTREAM_URL: upstream.url, UPSTREAM_TOKEN_CACHE_MS: '30000' }, [
  '--cpu-prof',
  `--cpu-prof-dir=${gatewayDir}`,
]);
let calls;
try {
  const token = await login(upstream.url);
  const options = {
    url: `${gateway.url}${route}`,
    connections,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  };
  const warmUp = await autocannon({ ...options, amount: 2000 });
  const result = await autocannon({ ...options, duration: seconds });
  // The profiles cover the warm-up too.
  calls = warmUp.requests.total + result.requests.total;
  console.log(
    `${route} via gateway: ${result.requests.average.toFixed(0)} req/s, ${calls} calls in ${seconds} s, ${connections} connections`,
  );
} finally {
  await gateway.stop();
  await upstream.stop();
}
// Start-up is in the profiles too; over a run of several seconds it is a few %.
for (const [name, folder] of [
  ['gateway (http mode)', gatewayDir],
  ['upstream (memory mode)', upstreamDir],
]) {
  const file = readdirSync(folder).find((entry) => entry.endsWith('.cpuprofile'));
  console.log(`\n${name}: ${path.join(folder, file)}`);
  console.log(summarise(path.join(folder, file), calls));
}
