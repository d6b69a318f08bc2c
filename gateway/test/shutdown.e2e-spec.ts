import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectClient } from './support/socket-client';
import { json, type FakeUpstream, startFakeUpstream } from './support/fake-upstream';

const GOOD_TOKEN = 'shutdown-session-token';
const SLOW_MS = 1_500;
const root = path.resolve(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Authorization: `Bearer ${GOOD_TOKEN}` }, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

function waitForOutput(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${text}" within 15 s`)), 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/** The built gateway as production runs it, against a fake upstream whose VIP list is slow. */
describe('graceful shutdown on SIGTERM', () => {
  let outDir: string;
  let upstream: FakeUpstream;
  let child: ChildProcess;
  let port: number;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'gateway-shutdown-'));
    execFileSync(process.execPath, [path.join(root, 'gateway', 'build.mjs')], {
      env: { ...process.env, GATEWAY_OUTFILE: path.join(outDir, 'main.js') },
    });
    upstream = await startFakeUpstream((request, response) => {
      if (request.url === `/api/admins/${GOOD_TOKEN}`) {
        return json(response, 200, true);
      }
      if (request.url === '/api/vip') {
        setTimeout(
          () => json(response, 200, [{ id: 1, phone: '+420 777 123 456', code: 'ABCDEFGH', discount: 10 }]),
          SLOW_MS,
        );
        return;
      }
      return json(response, 404, { message: 'Nenalezeno' });
    });
    port = await freePort();
    child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
      env: {
        PATH: process.env.PATH,
        NODE_PATH: path.join(root, 'node_modules'),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent-web-dist',
        UPSTREAM_URL: upstream.url,
        UPSTREAM_SOCKET_PATH: '/no-socket-here',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await waitForOutput(child, 'Gateway listening');
  }, 60_000);

  afterAll(async () => {
    child.kill('SIGKILL');
    await upstream.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, refuses new ones, closes sockets and exits 0', async () => {
    const base = `http://127.0.0.1:${port}`;
    const socket = await connectClient(base, { Authorization: `Bearer ${GOOD_TOKEN}` });
    const disconnected = new Promise((resolve) => socket.on('disconnect', resolve));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    const inFlight = get(`${base}/api/vip`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));

    await expect(get(`${base}/healthz`)).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(JSON.parse(finished.body)).toHaveLength(1);
    await disconnected;
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(SLOW_MS + 3_000);
  }, 30_000);
});
