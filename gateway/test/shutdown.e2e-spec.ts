import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectClient } from './support/socket-client';
import { closedPort, json, type FakeUpstream, startFakeUpstream } from './support/fake-upstream';
import { pathOf } from '@taxi/contracts';

const GOOD_TOKEN = 'shutdown-session-token';
const SLOW_MS = 1_500;
const root = path.resolve(__dirname, '..', '..');

type Answer = { status: number; body: string; connection: string | undefined };

/** A GET on a connection of its own, or on `agent`'s (one kept open for the next request). */
function get(url: string, agent: http.Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Authorization: `Bearer ${GOOD_TOKEN}` }, agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

function waitForOutput(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Seconds normally, tens on a machine other work keeps busy.
    const timer = setTimeout(() => reject(new Error(`no "${text}" within 60 s`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/** Polls until `check` holds, with a generous limit (never a fixed sleep). */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

const refused = (url: string) =>
  get(url).then(
    () => false,
    (error: Error) => /ECONNREFUSED|ECONNRESET/.test(error.message),
  );

/** The built gateway as production runs it, against a fake upstream whose VIP list is slow. */
describe('graceful shutdown on SIGTERM', () => {
  let outDir: string;
  let upstream: FakeUpstream;
  let vipAsked: () => void = () => undefined;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'gateway-shutdown-'));
    execFileSync(process.execPath, [path.join(root, 'gateway', 'build.mjs')], {
      env: { ...process.env, GATEWAY_OUTFILE: path.join(outDir, 'main.js') },
    });
    upstream = await startFakeUpstream((request, response) => {
      if (request.url === pathOf('tokenCheck', { token: GOOD_TOKEN })) {
        return json(response, 200, true);
      }
      if (request.url === pathOf('vipList')) {
        vipAsked();
        setTimeout(
          () => json(response, 200, [{ id: 1, phone: '+420 777 123 456', code: 'ABCDEFGH', discount: 10 }]),
          SLOW_MS,
        );
        return;
      }
      return json(response, 404, { message: 'Nenalezeno' });
    });
  });

  afterAll(async () => {
    children.forEach((child) => child.kill('SIGKILL'));
    await upstream.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  async function startBuilt(
    env: Record<string, string> = {},
  ): Promise<{ child: ChildProcess; base: string }> {
    const port = await closedPort();
    const child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
      env: {
        PATH: process.env.PATH,
        NODE_PATH: path.join(root, 'node_modules'),
        PORT: String(port),
        HOST: '127.0.0.1',
        // The banner and the shutdown notice are log lines (JSON: stdout is no terminal here).
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: '/nonexistent-web-dist',
        UPSTREAM_URL: upstream.url,
        UPSTREAM_SOCKET_PATH: '/no-socket-here',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    await waitForOutput(child, 'Gateway listening');
    return { child, base: `http://127.0.0.1:${port}` };
  }

  /** A slow request that the fake upstream has received (so it is truly in flight), and its answer. */
  async function requestInFlight(
    base: string,
    agent: http.Agent | false = false,
  ): Promise<{ answer: Promise<Answer> }> {
    const asked = new Promise<void>((resolve) => (vipAsked = resolve));
    const answer = get(`${base}/api/vip`, agent);
    await asked;
    return { answer };
  }

  it('finishes the request in flight, refuses new ones, closes sockets and exits 0', async () => {
    const { child, base } = await startBuilt();
    const socket = await connectClient(base, { Authorization: `Bearer ${GOOD_TOKEN}` });
    const disconnected = new Promise((resolve) => socket.on('disconnect', resolve));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    const { answer: inFlight } = await requestInFlight(base);
    const stopping = waitForOutput(child, 'SIGTERM received');
    child.kill('SIGTERM');
    await stopping;

    await until('new connections refused', () => refused(`${base}/healthz`));
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(JSON.parse(finished.body)).toHaveLength(1);
    // Dropped, not told to go: a browser reconnects at once (to another replica).
    expect(await disconnected).toBe('transport close');
    expect(await exited).toBe(0);
  });

  it('a connection kept alive for its next request does not hold the stop', async () => {
    // Idle connections kept ten minutes: without closing them the process would outlive its forced exit.
    const { child, base } = await startBuilt({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '600000' });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const pool = new http.Agent({ keepAlive: true });
    const { answer: inFlight } = await requestInFlight(base, pool);
    child.kill('SIGTERM');

    const finished = await inFlight;
    expect(finished.status).toBe(200);
    // Begun before the drain, so the connection stayed open for a next request.
    expect(finished.connection).toBe('keep-alive');
    expect(await exited).toBe(0);
    pool.destroy();
  });

  it('with SHUTDOWN_DELAY_MS answers /readyz 503 at once and serves the rest until the delay ends', async () => {
    // Long enough for the two requests below on a machine busy with other work.
    const { child, base } = await startBuilt({ SHUTDOWN_DELAY_MS: '10000' });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    expect((await get(`${base}/readyz`)).status).toBe(200);

    const stopping = waitForOutput(child, 'SIGTERM received');
    child.kill('SIGTERM');
    await stopping;

    const ready = await get(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'unavailable', reason: 'shutting-down' });
    // A balancer that has not yet noticed still gets answers.
    expect((await get(`${base}/healthz`)).status).toBe(200);
    await until('new connections refused after the delay', () => refused(`${base}/healthz`));
    expect(await exited).toBe(0);
  });
});
