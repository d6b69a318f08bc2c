import http from 'node:http';
import { type AddressInfo } from 'node:net';

/** A request as the fake server received it. */
export type ReceivedRequest = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
};

export type FakeHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  received: ReceivedRequest,
) => void;

/** A throwaway HTTP server on 127.0.0.1 for tests of the http upstream adapter. */
export class FakeUpstreamServer {
  readonly received: ReceivedRequest[] = [];
  /** TCP connections accepted so far (keep-alive reuse shows as fewer connections than requests). */
  connections = 0;
  private handler: FakeHandler = (_req, res) => sendJson(res, 404, { message: 'Nenalezeno' });

  private constructor(private readonly server: http.Server) {}

  static async start(): Promise<FakeUpstreamServer> {
    const server = http.createServer();
    const fake = new FakeUpstreamServer(server);
    server.on('connection', () => (fake.connections += 1));
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => fake.receive(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  handle(handler: FakeHandler): void {
    this.handler = handler;
  }

  /** Answers every request with this status and JSON body (a string is sent verbatim). */
  respond(status: number, body: unknown): void {
    this.handle((_req, res) => sendJson(res, status, body));
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private receive(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      this.received.push(received);
      this.handler(req, res, received);
    });
  }
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** A port on 127.0.0.1 that nothing listens on, for "connection refused". */
export async function closedPort(): Promise<number> {
  const fake = await FakeUpstreamServer.start();
  const { port } = fake;
  await fake.stop();
  return port;
}
