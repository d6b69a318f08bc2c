import { closedPort, FakeUpstream, sendJson } from '@test/support/fake-upstream';
import { OutboundHttp, type OutboundHttpOptions } from '@/common/net/outbound-http';
import { TOKEN_CHECK_POLICY, UPSTREAM_POLICY } from './upstream-policy';
import { pathOf } from '@taxi/contracts';

// Generous, so a busy machine never trips a timeout; the timeout tests set a short one of their own.
const TIMEOUT_MS = 5_000;
const SHORT_TIMEOUT_MS = 1_000;

jest.setTimeout(20_000);

describe('reading the company server (UPSTREAM_POLICY)', () => {
  let server: FakeUpstream;
  let clients: OutboundHttp[];

  const clientFor = (overrides: Partial<OutboundHttpOptions> = {}): OutboundHttp => {
    const client = new OutboundHttp({
      baseUrl: server.url,
      connectTimeoutMs: TIMEOUT_MS,
      responseTimeoutMs: TIMEOUT_MS,
      maxResponseBytes: 64 * 1024 * 1024,
      policy: UPSTREAM_POLICY,
      ...overrides,
    });
    clients.push(client);
    return client;
  };

  beforeEach(async () => {
    server = await FakeUpstream.start();
    clients = [];
  });

  afterEach(async () => {
    clients.forEach((client) => client.close());
    await server.close();
  });

  it('returns the status and parsed JSON of a GET, below the base path prefix', async () => {
    server.respond(200, [{ id: 1 }]);

    const response = await clientFor({ baseUrl: `${server.url}/backend` }).call({
      method: 'GET',
      path: pathOf('sosList'),
    });

    expect(response).toEqual({ status: 200, body: [{ id: 1 }] });
    expect(server.received[0]).toMatchObject({ method: 'GET', url: '/backend/api/sos' });
    expect(server.received[0]?.headers.accept).toBe('application/json');
  });

  it('sends a POST body as JSON with extra headers', async () => {
    server.respond(201, { ok: true });

    const response = await clientFor().call({
      method: 'POST',
      path: pathOf('sosDismiss'),
      body: { id: 7 },
      headers: { authorization: 'Bearer abc' },
    });

    expect(response).toEqual({ status: 201, body: { ok: true } });
    const [received] = server.received;
    expect(JSON.parse(received?.body ?? '')).toEqual({ id: 7 });
    expect(received?.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer abc',
    });
  });

  it('reuses one keep-alive connection for consecutive requests', async () => {
    server.respond(200, []);
    const client = clientFor();

    for (let call = 0; call < 3; call += 1) {
      await client.call({ method: 'GET', path: pathOf('vipList') });
      // undici hands a socket to the next request one event-loop turn after an answer ends, as a
      // gateway's consecutive calls (each from its own incoming request) always are.
      await new Promise((resolve) => setImmediate(resolve));
    }

    expect(server.received).toHaveLength(3);
    expect(server.connections).toBe(1);
  });

  it('returns a 4xx to the caller with its body, or without one that is not JSON', async () => {
    server.respond(409, { message: 'Kód už existuje' });
    await expect(clientFor().call({ method: 'POST', path: '/x', body: {} })).resolves.toEqual({
      status: 409,
      body: { message: 'Kód už existuje' },
    });

    server.respond(404, '<html>Not found</html>');
    await expect(clientFor().call({ method: 'GET', path: '/x' })).resolves.toEqual({
      status: 404,
      body: undefined,
    });
  });

  it('fails with bad-response when a 2xx body is not JSON', async () => {
    server.respond(200, '{"broken":');

    await expect(clientFor().call({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      failure: 'bad-response',
      status: 502,
    });
  });

  it('does not parse a 2xx body the caller ignores', async () => {
    server.respond(200, 'OK');

    await expect(
      clientFor().call({ method: 'POST', path: '/x', body: {}, successBody: 'ignore' }),
    ).resolves.toEqual({ status: 200, body: undefined });
  });

  it('hands a 2xx body over unparsed when the caller parses it itself', async () => {
    server.respond(200, '{"broken":');

    const response = await clientFor().call({ method: 'GET', path: '/x', successBody: 'raw' });
    expect(response.status).toBe(200);
    expect(response.raw?.bytes().toString('utf8')).toBe('{"broken":');
  });

  it('hands over the expected bytes themselves for a repeated answer, and the new bytes for a changed one', async () => {
    const last = Buffer.from(JSON.stringify([{ id: 1, address: 'Mírové náměstí 15/7' }]));
    const inPieces = (body: Buffer) =>
      server.handle((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(body.subarray(0, 9));
        setTimeout(() => res.end(body.subarray(9)), 5);
      });
    const client = clientFor();
    const ask = () =>
      client.call({ method: 'GET', path: pathOf('orderList'), successBody: 'raw', expectedBody: last });

    inPieces(Buffer.from(last));
    expect((await ask()).raw?.bytes()).toBe(last);

    const changed = Buffer.from(JSON.stringify([{ id: 1, address: 'Mírové náměstí 15/8' }]));
    inPieces(changed);
    const response = await ask();
    expect(response.raw?.equals(last)).toBe(false);
    expect(response.raw?.bytes().toString('utf8')).toBe(changed.toString('utf8'));

    // A refusal is never mistaken for the expected answer.
    server.respond(404, { message: 'Nenalezeno' });
    await expect(ask()).resolves.toEqual({ status: 404, body: { message: 'Nenalezeno' } });
  });

  it('fails with bad-response when the answer exceeds the size cap', async () => {
    server.respond(200, { data: 'x'.repeat(2_000) });
    await expect(
      clientFor({ maxResponseBytes: 1_000 }).call({ method: 'GET', path: '/x' }),
    ).rejects.toMatchObject({ failure: 'bad-response' });

    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: 'x'.repeat(2_000) }));
    });
    await expect(
      clientFor({ maxResponseBytes: 1_000 }).call({ method: 'GET', path: '/x' }),
    ).rejects.toMatchObject({ failure: 'bad-response' });
  });

  it('fails with unavailable on a 5xx and retries neither a GET nor a POST', async () => {
    server.respond(500, { message: 'boom' });

    await expect(clientFor().call({ method: 'POST', path: '/x', body: {} })).rejects.toMatchObject({
      failure: 'unavailable',
      status: 502,
    });
    await expect(clientFor().call({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      failure: 'unavailable',
    });
    expect(server.received.map((r) => r.method)).toEqual(['POST', 'GET']);
  });

  it('fails with unavailable when the connection is refused, without revealing the address', async () => {
    const port = await closedPort();

    const failure = clientFor({ baseUrl: `http://127.0.0.1:${port}` }).call({ method: 'GET', path: '/x' });

    await expect(failure).rejects.toMatchObject({ failure: 'unavailable', name: 'UpstreamError' });
    await expect(failure).rejects.not.toHaveProperty('message', expect.stringContaining('127.0.0.1'));
  });

  it('retries a GET once after the server drops the connection', async () => {
    server.handle((req, res) => {
      if (server.received.length === 1) {
        req.socket.destroy();
        return;
      }
      sendJson(res, 200, ['ok']);
    });

    await expect(clientFor().call({ method: 'GET', path: '/x' })).resolves.toEqual({
      status: 200,
      body: ['ok'],
    });
    expect(server.received).toHaveLength(2);
  });

  it('gives up on a GET after the second dropped connection', async () => {
    server.handle((req) => req.socket.destroy());

    await expect(clientFor().call({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      failure: 'unavailable',
    });
    expect(server.received).toHaveLength(2);
  });

  it('never retries a POST after the server drops the connection', async () => {
    server.handle((req) => req.socket.destroy());

    await expect(clientFor().call({ method: 'POST', path: '/x', body: {} })).rejects.toMatchObject({
      failure: 'unavailable',
    });
    expect(server.received).toHaveLength(1);
  });

  it('fails with unavailable when the body is cut off, after retrying the GET', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 100 });
      res.write('[{"id":', () => res.socket?.destroy());
    });

    await expect(clientFor().call({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      failure: 'unavailable',
    });
    expect(server.received).toHaveLength(2);
  });

  it('times out a silent server within the response timeout, closes the socket and does not retry', async () => {
    const socketClosed = new Promise<void>((resolve) =>
      server.handle((req) => req.socket.on('close', resolve)),
    );
    const started = Date.now();

    await expect(
      clientFor({ responseTimeoutMs: SHORT_TIMEOUT_MS }).call({ method: 'GET', path: '/x' }),
    ).rejects.toMatchObject({
      failure: 'timeout',
      status: 504,
    });

    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(SHORT_TIMEOUT_MS - 20);
    expect(elapsed).toBeLessThan(TIMEOUT_MS);
    await socketClosed;
    expect(server.received).toHaveLength(1);
  });

  it('times out when the body trickles in slower than the response timeout', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 100 });
      res.write('[');
    });

    await expect(
      clientFor({ responseTimeoutMs: SHORT_TIMEOUT_MS }).call({ method: 'GET', path: '/x' }),
    ).rejects.toMatchObject({
      failure: 'timeout',
    });
  });

  it('lets the token check read a 5xx itself (no verdict), where other calls fail with unavailable', async () => {
    server.respond(503, { message: 'maintenance' });
    await expect(
      clientFor().call({ method: 'GET', path: pathOf('tokenCheck', { token: 't' }) }, TOKEN_CHECK_POLICY),
    ).resolves.toEqual({
      status: 503,
      body: { message: 'maintenance' },
    });
    await expect(
      clientFor().call({ method: 'GET', path: pathOf('tokenCheck', { token: 't' }) }),
    ).rejects.toMatchObject({
      failure: 'unavailable',
    });
  });
});
