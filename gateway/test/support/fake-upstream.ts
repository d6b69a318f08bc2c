import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeHandler = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  body: string,
) => void;

export type FakeUpstream = {
  url: string;
  /** The node server, e.g. to attach a socket.io server to it. */
  server: http.Server;
  /** Requests seen, as `METHOD path`. */
  seen: string[];
  setHandler: (handler: FakeHandler) => void;
  close: () => Promise<void>;
};

/** A controllable stand-in for the upstream on 127.0.0.1 speaking the documented API's shapes. */
export async function startFakeUpstream(initial: FakeHandler): Promise<FakeUpstream> {
  let handler = initial;
  const seen: string[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push(`${request.method} ${request.url}`);
      handler(request, response, Buffer.concat(chunks).toString('utf8'));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    seen,
    setHandler: (next) => {
      handler = next;
    },
    close: async () => {
      for (const socket of sockets) {
        socket.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function json(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
