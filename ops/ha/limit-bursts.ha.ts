import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startNginx, startRedis, startReplica } from '../../scripts/ha/cluster.mjs';

const BURST = 200;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/**
 * The company's server, holding every login and every check of a made-up token until the test lets
 * go: the slowest server there is, without any timing. Everything else (the replicas' readiness
 * probe) is answered at once.
 */
async function heldUpstream() {
  const held: (() => void)[] = [];
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    const line = `${request.method} ${request.url}`;
    request.resume();
    const answer = (status: number, body: unknown) => () => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (line === 'POST /api/admins/login') {
      seen.push(line);
      held.push(answer(401, { message: 'Špatné heslo' }));
    } else if (/^GET \/api\/admins\//.test(line) && UUID.test(line)) {
      seen.push(line);
      held.push(answer(200, false));
    } else {
      answer(404, { message: 'Nenalezeno' })();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: (pattern: RegExp) => seen.filter((line) => pattern.test(line)).length,
    waiting: () => held.length,
    letGo: () => held.splice(0).forEach((send) => send()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Held = Awaited<ReturnType<typeof heldUpstream>>;

/** Sends the burst at once; the server answers once each request was refused or reached it. */
async function burst(upstream: Held, send: () => Promise<Response>): Promise<number[]> {
  let answered = 0;
  const requests = Array.from({ length: BURST }, () =>
    send().then(async (response) => {
      await response.arrayBuffer();
      answered += 1;
      return response.status;
    }),
  );
  const deadline = Date.now() + 60_000;
  while (answered + upstream.waiting() < BURST && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  upstream.letGo();
  return Promise.all(requests);
}

test.describe.serial('limits under a burst through nginx, two replicas sharing Redis', () => {
  let upstream: Held;
  const stops: (() => Promise<unknown>)[] = [];
  let nginx: string;

  test.beforeAll(async () => {
    upstream = await heldUpstream();
    stops.push(() => upstream.close());
    const redis = await startRedis();
    stops.push(() => redis.stop());
    const env = {
      LOGIN_MAX_FAILURES: '5',
      SESSION_CHECK_MAX_FAILURES: '30',
      UPSTREAM_TOKEN_CACHE_MS: '0',
      // Held longer than a busy machine takes for the burst (a timeout gives the units back).
      UPSTREAM_RESPONSE_TIMEOUT_MS: '120000',
    };
    const replicas = await Promise.all(
      ['replica-a', 'replica-b'].map((name) =>
        startReplica(name, { upstreamUrl: upstream.url, redisUrl: redis.url, env }),
      ),
    );
    stops.push(...replicas.map((replica) => () => replica.kill()));
    const balancer = await startNginx(replicas.map((replica) => replica.port));
    stops.push(() => balancer.stop());
    nginx = balancer.url;
  });
  test.afterAll(async () => {
    for (const stop of stops.reverse()) {
      await stop();
    }
  });

  test('200 parallel wrong logins for one username: 5 reach the server, whichever replica took them', async () => {
    const statuses = await burst(upstream, () =>
      fetch(`${nginx}/api/admins/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'dispecink', password: `hadam-${randomUUID()}` }),
      }),
    );
    expect(upstream.count(/^POST \/api\/admins\/login$/)).toBe(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - 5);
  });

  test('200 parallel requests with made-up tokens: 30 checks reach the server', async () => {
    const statuses = await burst(upstream, () =>
      fetch(`${nginx}/api/vip`, { headers: { authorization: `Bearer ${randomUUID()}` } }),
    );
    expect(upstream.count(/^GET \/api\/admins\//)).toBe(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - 30);
  });
});
