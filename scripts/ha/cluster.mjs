// Several real processes on loopback, as ops run them: redis-server, the embedded mock as the
// company's server, gateway replicas in http mode sharing Redis, nginx in front with the shipped
// ops/nginx/ha.conf, and Prometheus with the shipped ops/prometheus/prometheus.yml. Used by
// `npm run ha`, the HA test suite and the HA benchmark.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const gatewayMain = path.resolve(root, process.env.HA_GATEWAY_MAIN ?? 'gateway/dist/main.js');
/** The mock's service session, which the replicas relay its live events with (as in docker-compose.yml). */
export const MOCK_SERVICE_TOKEN = 'local-replicas-relay-mock-events';
/** The device-cookie key every replica of a local cluster shares. */
export const LOCAL_DEVICE_COOKIE_SECRET = 'local-cluster-device-cookie-secret-0123456789';

// Debian puts nginx in /usr/sbin, which a non-root PATH may lack.
const binary = (name, variable, fallback) =>
  process.env[variable] ?? (existsSync(fallback) ? fallback : name);
const REDIS_SERVER = binary('redis-server', 'REDIS_SERVER_PATH', '/usr/bin/redis-server');
const NGINX = binary('nginx', 'NGINX_PATH', '/usr/sbin/nginx');
export const PROMETHEUS = binary('prometheus', 'PROMETHEUS_PATH', '/usr/bin/prometheus');
export const PROMTOOL = binary('promtool', 'PROMTOOL_PATH', '/usr/bin/promtool');

const running = new Set();
process.once('exit', () => {
  for (const child of running) {
    child.kill('SIGKILL');
  }
});

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function requireGatewayBuild() {
  if (!existsSync(gatewayMain)) {
    throw new Error(`Missing ${gatewayMain}: run npm run build first.`);
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a truthy value (returned) or `timeoutMs` passes (throws `what`). */
export async function waitFor(what, check, timeoutMs = 30_000, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) {
        return value;
      }
    } catch (error) {
      lastError = error;
    }
    await sleep(everyMs);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s${lastError ? ` (${lastError.message})` : ''}`);
}

/** A child process whose output is kept (the last lines) and which is killed when this process exits. */
function launch(command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  const keep = (chunk) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 500));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  running.add(child);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  return { child, output, exited };
}

/** redis-server without a config file or disk; `stop()` and `start()` again on the same port. */
export async function startRedis() {
  const port = await freePort();
  let current = null;
  const redis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      current = launch(
        REDIS_SERVER,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {},
      );
      await waitFor(
        `redis-server on ${port}`,
        () => current.output.some((line) => line.includes('Ready to accept connections')),
        15_000,
      );
    },
    async stop() {
      if (current) {
        current.child.kill('SIGKILL');
        await current.exited;
        current = null;
      }
    },
  };
  await redis.start();
  return redis;
}

function gatewayEnv(port, env) {
  return {
    PATH: process.env.PATH,
    NODE_PATH: path.join(root, 'node_modules'),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    ...env,
  };
}

/**
 * The built gateway as one process; `url` answers once `/readyz` is 200 and names this process
 * (REPLICA_ID, `name` unless `env` gives one). Its start takes a second or two, tens on a machine
 * other work keeps busy: the wait is generous, never the test's subject. Without a `port` it takes a
 * free one; if another process binds that port first (the suites beside this one start servers on
 * ports of the system's choosing), this one exits and the start is tried on another port.
 */
export async function startGateway(name, env, { port, readyTimeoutMs = 120_000 } = {}) {
  requireGatewayBuild();
  const attempts = port === undefined ? 3 : 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await launchGateway(name, env, port ?? (await freePort()), readyTimeoutMs);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt >= attempts) {
        throw error;
      }
    }
  }
}

class PortTaken extends Error {}

async function launchGateway(name, env, listenOn, readyTimeoutMs) {
  const url = `http://127.0.0.1:${listenOn}`;
  const replicaId = env.REPLICA_ID ?? name;
  const { child, output, exited } = launch(process.execPath, [gatewayMain], {
    cwd: root,
    env: gatewayEnv(listenOn, { REPLICA_ID: replicaId, ...env }),
  });
  let exit = null;
  void exited.then((result) => {
    exit = result;
  });
  const outcome = await waitFor(
    `gateway ${name} ready on ${url}`,
    async () => {
      if (exit) {
        return 'exited';
      }
      const response = await fetch(`${url}/readyz`);
      // Another gateway on this port (one a suite beside this one started) is not this one.
      return response.ok && (await response.json()).replica === replicaId ? 'ready' : false;
    },
    readyTimeoutMs,
  ).catch(async (error) => {
    child.kill('SIGKILL');
    await exited;
    throw error;
  });
  if (outcome === 'exited') {
    const message = `gateway ${name} exited ${JSON.stringify(exit)}: ${output.slice(-5).join(' | ')}`;
    throw output.some((line) => line.includes('EADDRINUSE')) ? new PortTaken(message) : new Error(message);
  }
  return {
    name,
    port: listenOn,
    url,
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : null,
    pid: child.pid,
    output,
    exited,
    /** SIGTERM (graceful) or another signal; resolves with how it ended. */
    async stop(signal = 'SIGTERM') {
      if (!exit) {
        child.kill(signal);
      }
      return exited;
    },
    kill() {
      return this.stop('SIGKILL');
    },
    alive: () => exit === null,
  };
}

/** The embedded mock as the company's server (`npm run mock-upstream`). */
export function startMockUpstream(env = {}) {
  return startGateway('mock-upstream', {
    MOCK_SERVICE_TOKEN,
    MOCK_ORDER_COUNT: '300',
    LOG_LEVEL: 'warn',
    ...env,
  });
}

/** One replica in http mode against `upstreamUrl`, sharing `redisUrl` with the others. */
export function startReplica(name, { upstreamUrl, redisUrl, env = {}, port }) {
  return startGateway(
    name,
    {
      REPLICA_ID: name,
      UPSTREAM_URL: upstreamUrl,
      UPSTREAM_SOCKET_TOKEN: MOCK_SERVICE_TOKEN,
      // The mock's built-in web-order account and its pre-order extension.
      WEB_ORDER_USERNAME: 'web-objednavky',
      WEB_ORDER_PASSWORD: 'web-objednavky',
      UPSTREAM_EXTENSIONS: 'orderPreorderCreate',
      REDIS_URL: redisUrl,
      DEVICE_COOKIE_SECRET: LOCAL_DEVICE_COOKIE_SECRET,
      TRUST_PROXY: '1',
      ...env,
    },
    { port },
  );
}

/**
 * nginx with the shipped ops/nginx/ha.conf, its replicas and port replaced and its files kept in a
 * folder of its own (no root paths). `replicaPorts` in upstream order.
 */
export async function startNginx(replicaPorts) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'taxi-nginx-'));
  mkdirSync(path.join(dir, 'logs'));
  const shipped = readFileSync(path.join(root, 'ops/nginx/ha.conf'), 'utf8');
  // Each upstream block names gateway-a and gateway-b; further replicas copy gateway-b's line.
  const config = shipped
    .replace(/^( +server )gateway-b:3000(.*)$/gm, (_line, head, tail) =>
      replicaPorts
        .slice(1)
        .map((replicaPort) => `${head}127.0.0.1:${replicaPort}${tail}`)
        .join('\n'),
    )
    .replace(/gateway-a:3000/g, `127.0.0.1:${replicaPorts[0]}`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replaceAll('/tmp/', `${dir}/`)
    .replace('access_log /dev/stdout;', `access_log ${dir}/logs/access.log;`)
    .replace('error_log stderr warn;', `error_log ${dir}/logs/error.log warn;`)
    .replace('worker_processes auto;', 'worker_processes 1;');
  if (/gateway-[a-z]:3000/.test(config) || !config.includes(`127.0.0.1:${replicaPorts[0]}`)) {
    throw new Error('ops/nginx/ha.conf changed shape: the replicas could not be put in');
  }
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  const { child, output, exited } = launch(
    NGINX,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {},
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`nginx on ${url}`, async () => (await fetch(`${url}/healthz`)).ok, 15_000);
  return {
    url,
    output,
    errorLog: () => readFileSync(path.join(dir, 'logs/error.log'), 'utf8'),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Prometheus with the shipped ops/prometheus/prometheus.yml and its rules, the compose targets
 * replaced by `targets` (`host:port` of each replica's metrics) and both intervals by `interval`,
 * its files and data in a folder of its own.
 */
export async function startPrometheus(targets, { interval = '15s' } = {}) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'taxi-prometheus-'));
  const shipped = readFileSync(path.join(root, 'ops/prometheus/prometheus.yml'), 'utf8');
  const config = shipped
    .replace(
      /^(\s*- targets: )\[[^\]]*\]$/m,
      (_line, head) => `${head}[${targets.map((t) => `'${t}'`).join(', ')}]`,
    )
    .replace(/^(\s*)(scrape|evaluation)_interval: \S+$/gm, `$1$2_interval: ${interval}`);
  if (!config.includes(`'${targets[0]}'`) || /gateway-[a-z]:/.test(config)) {
    throw new Error('ops/prometheus/prometheus.yml changed shape: the replicas could not be put in');
  }
  writeFileSync(path.join(dir, 'prometheus.yml'), config);
  // Its rule files are named relative to it, as in the container.
  copyFileSync(path.join(root, 'ops/prometheus/alerts.yml'), path.join(dir, 'alerts.yml'));
  const { child, output, exited } = launch(
    PROMETHEUS,
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    {},
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`prometheus on ${url}`, async () => (await fetch(`${url}/-/ready`)).ok, 30_000);
  return {
    url,
    output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Redis, the mock upstream, `replicas` gateways and nginx in front; with `metrics`, each replica
 * serves /metrics on a port of its own (loopback). `stop()` ends them all.
 */
export async function startCluster({
  replicas = 2,
  env = {},
  upstreamEnv = {},
  nginx = true,
  metrics = false,
} = {}) {
  const redis = await startRedis();
  const upstream = await startMockUpstream(upstreamEnv);
  const names = ['replica-a', 'replica-b', 'replica-c', 'replica-d'].slice(0, replicas);
  const metricsPorts = metrics ? await Promise.all(names.map(() => freePort())) : [];
  const gateways = await Promise.all(
    names.map((name, index) =>
      startReplica(name, {
        upstreamUrl: upstream.url,
        redisUrl: redis.url,
        env: metrics ? { ...env, METRICS_PORT: String(metricsPorts[index]), METRICS_HOST: '127.0.0.1' } : env,
      }),
    ),
  );
  const balancer = nginx ? await startNginx(gateways.map((gateway) => gateway.port)) : null;
  return {
    redis,
    upstream,
    replicas: gateways,
    nginx: balancer,
    async stop() {
      await balancer?.stop();
      await Promise.all(gateways.map((gateway) => gateway.kill()));
      await upstream.kill();
      await redis.stop();
    },
  };
}
