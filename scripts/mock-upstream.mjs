// `npm run mock-upstream`: the embedded mock backend as a standalone "company server", so gateways in
// http mode (several replicas, docs/deployment.md) have one shared upstream to forward to. It is the
// gateway itself in mock mode on MOCK_UPSTREAM_PORT (default 3100), with the service session
// MOCK_SERVICE_TOKEN that the replicas relay its live events with (their UPSTREAM_SOCKET_TOKEN).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gatewayMain, MOCK_SERVICE_TOKEN, root } from './ha/cluster.mjs';

if (!existsSync(gatewayMain)) {
  console.log('No gateway build yet: npm run build -w gateway');
  if (spawnSync('npm', ['run', 'build', '-w', 'gateway'], { cwd: root, stdio: 'inherit' }).status !== 0) {
    process.exit(1);
  }
}

const env = { ...process.env };
// The mock is the upstream here: it forwards nowhere and shares nothing.
delete env.UPSTREAM_URL;
delete env.REDIS_URL;
env.PORT = process.env.MOCK_UPSTREAM_PORT ?? '3100';
env.HOST = process.env.HOST ?? '127.0.0.1';
env.MOCK_SERVICE_TOKEN = process.env.MOCK_SERVICE_TOKEN ?? MOCK_SERVICE_TOKEN;
env.REPLICA_ID = process.env.REPLICA_ID ?? 'mock-upstream';

console.log(
  `Mock company server on http://${env.HOST}:${env.PORT}; point replicas at it with ` +
    `UPSTREAM_URL=http://${env.HOST}:${env.PORT} UPSTREAM_SOCKET_TOKEN=${env.MOCK_SERVICE_TOKEN}`,
);
const child = spawn(process.execPath, [path.relative(root, gatewayMain)], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => process.exit(code ?? 0));
