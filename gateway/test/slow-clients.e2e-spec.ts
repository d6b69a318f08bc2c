import net from 'node:net';
import type { Server } from 'socket.io';
import { Manager } from 'socket.io-client';
import { RealtimeBroadcaster } from '@/modules/realtime/realtime-broadcaster';
import { listenOnLoopback, startApp, testEnv } from './support/test-app';

const BOUND_MS = 15_000;

/** Resolves with how long the server took to close `socket` (the test fails at `BOUND_MS`). */
function closedWithin(socket: net.Socket): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still open after ${BOUND_MS} ms`)), BOUND_MS);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

function openSocket(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('slow clients', () => {
  it('has the documented deadlines by default: headers 15 s, whole request 30 s, idle 5 s, socket.io join 5 s', async () => {
    const app = await startApp(testEnv());
    try {
      const server = app.getHttpServer();
      expect(server.headersTimeout).toBe(15_000);
      expect(server.requestTimeout).toBe(30_000);
      expect(server.keepAliveTimeout).toBe(5_000);
      // Node enforces the deadlines only when it sweeps; a 30 s sweep would let them slip by that much.
      expect(
        (server as { connectionsCheckingInterval?: number }).connectionsCheckingInterval,
      ).toBeLessThanOrEqual(1_000);
      // The live channel's server, as the broadcaster holds it.
      const broadcaster: unknown = app.get(RealtimeBroadcaster);
      const io = (broadcaster as { server: Server }).server;
      expect(io.connectTimeout()).toBe(5_000);
    } finally {
      await app.close();
    }
  });

  it('keeps an idle connection as long as HTTP_KEEP_ALIVE_TIMEOUT_MS says (longer than a balancer in front)', async () => {
    const app = await startApp(testEnv({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000' }));
    try {
      expect(app.getHttpServer().keepAliveTimeout).toBe(65_000);
    } finally {
      await app.close();
    }
  });

  describe('with short (but not sub-second) deadlines', () => {
    let close: () => Promise<void>;
    let port: number;

    beforeAll(async () => {
      const app = await startApp(
        testEnv({
          HTTP_HEADERS_TIMEOUT_MS: '1500',
          HTTP_REQUEST_TIMEOUT_MS: '2500',
          SOCKET_CONNECT_TIMEOUT_MS: '1500',
        }),
      );
      port = Number(new URL(await listenOnLoopback(app)).port);
      close = () => app.close();
    });
    afterAll(() => close());

    it('closes a connection that trickles its body past the request deadline', async () => {
      const socket = await openSocket(port);
      socket.on('error', () => undefined);
      socket.write(
        'POST /api/admins/sendWebEmail HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      );
      const trickle = setInterval(() => socket.write(' '), 200);
      try {
        const tookMs = await closedWithin(socket);
        expect(tookMs).toBeLessThan(BOUND_MS);
      } finally {
        clearInterval(trickle);
      }
    });

    it('closes a connection that never finishes its headers', async () => {
      const socket = await openSocket(port);
      socket.on('error', () => undefined);
      socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      const trickle = setInterval(() => socket.write('X-Slow: 1\r\n'), 200);
      try {
        expect(await closedWithin(socket)).toBeLessThan(BOUND_MS);
      } finally {
        clearInterval(trickle);
      }
    });

    it('drops a socket.io connection that never joins', async () => {
      const manager = new Manager(`http://127.0.0.1:${port}`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        autoConnect: false,
      });
      await new Promise<void>((resolve, reject) =>
        manager.open((error) => (error ? reject(error) : resolve())),
      );
      const started = Date.now();
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('never dropped')), BOUND_MS);
        manager.engine.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      expect(Date.now() - started).toBeLessThan(BOUND_MS);
    });
  });

  describe('connections per client address', () => {
    let close: () => Promise<void>;
    let capPort: number;

    beforeAll(async () => {
      // Default (15 s) deadlines: the held sockets stay open for the whole test.
      const app = await startApp(testEnv({ MAX_CONNECTIONS_PER_CLIENT: '5' }));
      capPort = Number(new URL(await listenOnLoopback(app)).port);
      close = () => app.close();
    });
    afterAll(() => close());

    it('caps the connections one address holds open, and frees a place when one closes', async () => {
      const held = await Promise.all(Array.from({ length: 5 }, () => openSocket(capPort)));
      for (const socket of held) {
        socket.on('error', () => undefined);
      }
      const extra = await openSocket(capPort);
      extra.on('error', () => undefined);
      await closedWithin(extra);
      expect(held.every((socket) => !socket.destroyed)).toBe(true);

      const freed = held.pop();
      freed?.destroy();
      await new Promise((resolve) => freed?.once('close', resolve));
      // The place is free once the server has seen the close too: retry until it has (bounded).
      const deadline = Date.now() + BOUND_MS;
      let answer = '';
      while (!answer.startsWith('HTTP/1.1 200') && Date.now() < deadline) {
        const socket = await openSocket(capPort);
        socket.on('error', () => undefined);
        answer = await new Promise<string>((resolve) => {
          let text = '';
          socket.on('data', (chunk: Buffer) => {
            text += chunk.toString('latin1');
            resolve(text);
          });
          socket.once('close', () => resolve(text));
          socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
        });
        socket.destroy();
      }
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      for (const socket of held) {
        socket.destroy();
      }
    });
  });
});
