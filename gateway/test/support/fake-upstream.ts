import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { STAND_IN_KEEP_ALIVE_MS } from './stand-in-keep-alive';

/** A request as the fake received it. */
export type ReceivedRequest = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
};

export type FakeHandler = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  body: string,
) => unknown;

export type FakeUpstreamOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
};

const notFound: FakeHandler = (_request, response) => json(response, 404, { message: 'Nenalezeno' });

/**
 * The one controllable stand-in for an outside HTTP server on 127.0.0.1 (the upstream, a map or
 * tracking service): unit tests of the outbound client, the gateway's e2e suites, and (through
 * `dialect-upstream.ts`) the browser tests' upstream all run on it.
 */
export class FakeUpstream {
  readonly received: ReceivedRequest[] = [];
  /** TCP connections accepted so far (keep-alive reuse shows as fewer connections than requests). */
  connections = 0;
  private readonly sockets = new Set<Socket>();

  private constructor(
    /** The node server, e.g. to attach a socket.io server to it. */
    readonly server: http.Server,
    private handler: FakeHandler,
  ) {}

  static async start(
    handler: FakeHandler = notFound,
    options: FakeUpstreamOptions = {},
  ): Promise<FakeUpstream> {
    const server = http.createServer();
    server.keepAliveTimeout = STAND_IN_KEEP_ALIVE_MS;
    const fake = new FakeUpstream(server, handler);
    server.on('connection', (socket: Socket) => fake.accept(socket));
    server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) =>
      fake.receive(request, response),
    );
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', resolve);
    });
    return fake;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Requests seen, as `METHOD path`. */
  get seen(): string[] {
    return this.received.map((request) => `${request.method} ${request.url}`);
  }

  handle(handler: FakeHandler): void {
    this.handler = handler;
  }

  /** Answers every request with this status and body (a string is sent verbatim, anything else as JSON). */
  respond(status: number, body: unknown): void {
    this.handle((_request, response) => sendJson(response, status, body));
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) {
      socket.destroy();
    }
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: Socket): void {
    this.connections += 1;
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
  }

  private receive(request: http.IncomingMessage, response: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      this.received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      void Promise.resolve(this.handler(request, response, body)).catch(() => response.destroy());
    });
  }
}

/** `FakeUpstream.start`, for suites that set their handler once. */
export function startFakeUpstream(handler: FakeHandler): Promise<FakeUpstream> {
  return FakeUpstream.start(handler);
}

/** A JSON answer (chunked, no content-length). */
export function json(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** An answer with a content-length: a string is sent verbatim, anything else as JSON. */
export function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** A port on 127.0.0.1 that nothing listens on, for "connection refused". */
export async function closedPort(): Promise<number> {
  const fake = await FakeUpstream.start();
  const { port } = fake;
  await fake.close();
  return port;
}
