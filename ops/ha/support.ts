import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';

export const ADMIN = { username: 'admin', password: 'admin' };
export const WRONG = { username: 'admin', password: 'hadam-heslo-123' };

export type Session = { token: string; cookie: string };

/** Cookies a browser would send back, from a response's Set-Cookie lines. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** A login from `address` (the replicas trust one proxy hop, so X-Forwarded-For names the client). */
export function attemptLogin(
  url: string,
  credentials: { username: string; password: string },
  { address = '198.51.100.1', cookie }: { address?: string; cookie?: string } = {},
): Promise<Response> {
  return fetch(`${url}/api/admins/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(credentials),
  });
}

export async function login(url: string, from: { address?: string; cookie?: string } = {}): Promise<Session> {
  const response = await attemptLogin(url, ADMIN, from);
  if (response.status !== 200) {
    throw new Error(`login answered ${response.status}`);
  }
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { token: accessToken, cookie: cookiesOf(response) };
}

export function authorised(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * An admin's live channel, like the SPA's: websocket only, reconnecting with the spec's timing (1 s,
 * up to 5 s, ±50 %; contracts' SOCKET_* constants, which this ES-module suite cannot load as values).
 */
export function liveChannel(url: string, token: string, reconnection = false): Socket {
  return io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    forceNew: true,
    reconnection,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 5_000,
    randomizationFactor: 0.5,
  });
}

export function connected(socket: Socket, timeoutMs = 15_000): Promise<Socket> {
  if (socket.connected) {
    return Promise.resolve(socket);
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no connection')), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    // Refused handshakes (a socket that does not reconnect): the gateway's reason.
    if (!socket.io.opts.reconnection) {
      socket.once('connect_error', (error: Error) => {
        clearTimeout(timer);
        socket.close();
        reject(error);
      });
    }
  });
}

/** Every payload of `event` the socket receives from now on. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/**
 * A vehicle-tracking provider in the car-group service's documented shape that counts the polls
 * (`GET /carGroups`) it answers.
 */
export class FakeTracking {
  /** When each poll arrived (ms since the epoch). */
  readonly polls: number[] = [];
  private readonly server: Server = createServer((request, response) => this.answer(request, response));
  private address = '';

  static async start(): Promise<FakeTracking> {
    const fake = new FakeTracking();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.address = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  get url(): string {
    return this.address;
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    request.resume();
    if (request.method === 'POST' && request.url === '/authenticate') {
      return send(200, { token: 'fleet-token', expiresIn: 3600 });
    }
    if (request.method === 'GET' && request.url === '/carGroups') {
      this.polls.push(Date.now());
      return send(200, {
        carGroups: [
          {
            id: 1,
            name: 'Litoměřice',
            cars: [
              {
                carID: 11,
                spz: '4U2 1234',
                driver: 'Novák',
                lastPosition: { latitude: 50.5337, longitude: 14.1316, timestamp: new Date().toISOString() },
              },
            ],
          },
        ],
      });
    }
    send(404, { message: 'Nenalezeno' });
  }

  /** Fleet settings of a replica that polls this fake. */
  env(intervalMs: number): Record<string, string> {
    return {
      FLEET_PROVIDER: 'cargroups',
      FLEET_CARGROUPS_URL: this.url,
      FLEET_CARGROUPS_KEY: 'fleet-key',
      FLEET_POLL_INTERVAL_MS: String(intervalMs),
    };
  }

  pollsSince(at: number): number {
    return this.polls.filter((time) => time >= at).length;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
