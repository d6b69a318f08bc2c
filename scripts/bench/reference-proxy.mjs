// The proxy benchmark's reference: the least a Node proxy does per call (Node's http server and an
// undici pool, no framework, no checks), so `bench-proxy.mjs` can print what any Node process in
// front of the upstream keeps on this machine, beside what the gateway keeps. Not product code.
// REFERENCE_WORK_US adds that many microseconds of busy work to every call (default 0), so
// `bench-proxy-budget.mjs` can measure what a proxy keeps as its own CPU a call grows.
//
//   UPSTREAM_URL=http://127.0.0.1:3001 PORT=3002 node scripts/bench/reference-proxy.mjs
import http from 'node:http';
import { createRequire } from 'node:module';

// The gateway's own HTTP client (a gateway dependency, resolved from there).
const { Pool } = createRequire(new URL('../../gateway/package.json', import.meta.url))('undici');

const workNs = BigInt(Math.round(Number(process.env.REFERENCE_WORK_US ?? 0) * 1000));

/** Stands for a framework's per-call work: the CPU is spent, nothing waits. */
function work() {
  const end = process.hrtime.bigint() + workNs;
  while (workNs > 0n && process.hrtime.bigint() < end) {
    // busy
  }
}

const pool = new Pool(process.env.UPSTREAM_URL, { connections: 32 });
const server = http.createServer(async (request, response) => {
  work();
  try {
    const answer = await pool.request({
      path: request.url,
      method: request.method,
      headers: { authorization: request.headers.authorization ?? '' },
    });
    const body = Buffer.from(await answer.body.arrayBuffer());
    response.writeHead(answer.statusCode, {
      'content-type': answer.headers['content-type'] ?? 'application/json',
      'content-length': body.length,
    });
    response.end(body);
  } catch {
    response.writeHead(502);
    response.end();
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGTERM', () => server.close(() => pool.close().then(() => process.exit(0))));
