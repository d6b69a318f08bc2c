// `npm run ha`: two replicas sharing one Redis behind nginx, on this machine, without Docker: what
// `docker compose --profile ha up` runs, for trying failover by hand. Needs redis-server and nginx
// (Debian: apt-get install redis-server nginx-light) and a build (npm run build).
import { startCluster } from './cluster.mjs';

const replicas = Number(process.env.HA_REPLICAS ?? 2);
const cluster = await startCluster({ replicas, env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } });
console.log(`
Two-replica cluster is up (mock login admin / admin):
  nginx (open this)   ${cluster.nginx.url}
  redis               ${cluster.redis.url}
  company server      ${cluster.upstream.url} (the embedded mock)
${cluster.replicas.map((replica) => `  ${replica.name.padEnd(19)} ${replica.url} (pid ${replica.pid})`).join('\n')}

Try: kill -TERM <pid> or kill -KILL <pid> of a replica and watch the map, Stav systému and the badge.
Ctrl-C stops everything.`);

let stopping = false;
const stop = async () => {
  if (stopping) {
    return;
  }
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
