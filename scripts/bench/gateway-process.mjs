// Shared by the benchmarks: the built gateway and the reference proxy as child processes on free
// loopback ports, and the measurements more than one benchmark makes.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../ha/cluster.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const gatewayMain = path.resolve(root, process.env.BENCH_GATEWAY_MAIN ?? 'gateway/dist/main.js');

export function requireBuild() {
  if (!existsSync(gatewayMain)) {
    console.error(`Missing ${gatewayMain}: run npm run build first.`);
    process.exit(1);
  }
}

export { freePort };

async function waitForReady(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the gateway on ${url} did not become ready`);
}

/**
 * Starts the built gateway (mock mode unless env says otherwise); `stop()` ends it. `nodeArgs` go
 * before the script (e.g. `--cpu-prof`, whose profile is written when `stop()` lets it exit); `main`
 * picks another build.
 */
export async function startGateway(env = {}, nodeArgs = [], main = gatewayMain) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MOCK_SIMULATION_INTERVAL_MS: '0',
      LOGIN_MAX_FAILURES: '1000',
      // Every benchmark client comes from 127.0.0.1 (200 sockets in the fan-out, more than one address may hold).
      MAX_CONNECTIONS_PER_CLIENT: '10000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(url, Date.now() + 30_000);
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The reference proxy (`reference-proxy.mjs`: Node's http server and undici, nothing else) in front
 * of `upstreamUrl` (`env` e.g. `{ REFERENCE_WORK_US: '200' }`); `stop()` ends it.
 */
export async function startReferenceProxy(upstreamUrl, env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'reference-proxy.mjs')], {
    env: { ...process.env, PORT: String(port), UPSTREAM_URL: upstreamUrl, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the reference proxy exited (${code})`)));
    child.stdout.once('data', resolve);
  });
  child.removeAllListeners('exit');
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** A session token for the mock admin (admin/admin unless MOCK_ADMIN_* say otherwise). */
export async function login(url) {
  const response = await fetch(`${url}/api/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: process.env.MOCK_ADMIN_USERNAME ?? 'admin',
      password: process.env.MOCK_ADMIN_PASSWORD ?? 'admin',
    }),
  });
  if (!response.ok) {
    throw new Error(`login failed: ${response.status}`);
  }
  return (await response.json()).accessToken;
}

/** Resident set size of a process in MB (Linux). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** CPU time (user + system) a process has used so far, in ms (Linux, 100 clock ticks a second). */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name; utime and stime are the 14th and 15th overall.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) {
    return NaN;
  }
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * One keep-alive connection per session token, all at once, for `seconds`: no two calls in flight
 * are identical, so a proxy cannot share one upstream call between them. Returns the summed req/s
 * and the CPU ms each of `pids` spent per call.
 */
export async function measureDistinctSessions(url, path, tokens, pids, seconds) {
  const start = pids.map(cpuMs);
  const results = await Promise.all(
    tokens.map((token) =>
      autocannon({
        url: `${url}${path}`,
        connections: 1,
        duration: seconds,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
      }),
    ),
  );
  const calls = results.reduce((sum, result) => sum + result.requests.total, 0);
  return {
    rate: results.reduce((sum, result) => sum + result.requests.average, 0),
    perCall: pids.map((pid, index) => (cpuMs(pid) - start[index]) / calls),
  };
}

/**
 * One keep-alive connection, each call timed to the microsecond (autocannon's histogram truncates to
 * whole milliseconds, which turns a 0.6 ms call into 0). Back to back unless `rate` is given; with a
 * rate (calls a second) each call starts on its own slot, below saturation, so its latency is its
 * own work and not the queue behind it (at full load, latency is connections ÷ throughput and repeats
 * the throughput figure). Returns p50 and mean in ms.
 */
export async function timeCalls(url, path, token, { calls, rate }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
  const once = () =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      http
        .get(`${url}${path}`, { agent, headers }, (response) => {
          if (response.statusCode !== 200) {
            reject(new Error(`${url}${path} answered ${response.statusCode}: only answers are timed`));
          }
          response.on('data', () => undefined);
          response.on('end', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
        })
        .on('error', reject);
    });
  try {
    for (let index = 0; index < Math.min(200, calls); index += 1) {
      await once();
    }
    const times = [];
    const began = performance.now();
    for (let index = 0; index < calls; index += 1) {
      if (rate) {
        const wait = began + (index * 1000) / rate - performance.now();
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
      }
      times.push(await once());
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), mean: times.reduce((sum, time) => sum + time, 0) / times.length };
  } finally {
    agent.destroy();
  }
}
