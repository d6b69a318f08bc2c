// `npm run ha`: two replicas sharing one Redis behind nginx, on this machine, without Docker: what
// `docker compose --profile ha --profile monitoring up` runs (Grafana aside), for trying failover by
// hand. Needs redis-server and nginx (Debian: apt-get install redis-server nginx-light) and a build
// (npm run build); Prometheus too when installed (apt-get install prometheus).
import { execFileSync } from 'node:child_process';
import { PROMETHEUS, startCluster, startPrometheus } from './cluster.mjs';

const replicas = Number(process.env.HA_REPLICAS ?? 2);
const cluster = await startCluster({
  replicas,
  metrics: true,
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
const installed = (() => {
  try {
    execFileSync(PROMETHEUS, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const prometheus = installed
  ? await startPrometheus(
      cluster.replicas.map((replica) => `127.0.0.1:${replica.metricsPort}`),
      { interval: '5s' },
    )
  : null;
console.log(`
Two-replica cluster is up (mock login admin / admin):
  nginx (open this)   ${cluster.nginx.url}
  redis               ${cluster.redis.url}
  company server      ${cluster.upstream.url} (the embedded mock)
${cluster.replicas.map((replica) => `  ${replica.name.padEnd(19)} ${replica.url} (pid ${replica.pid}, metrics :${replica.metricsPort})`).join('\n')}
  prometheus          ${prometheus ? `${prometheus.url} (the alert rules loaded; scrapes every 5 s)` : 'not installed (apt-get install prometheus)'}

Try: kill -TERM <pid> or kill -KILL <pid> of a replica and watch the map, Stav systému and the badge.
Ctrl-C stops everything.`);

let stopping = false;
const stop = async () => {
  if (stopping) {
    return;
  }
  stopping = true;
  await prometheus?.stop();
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
