import { FakeUpstream } from '@test/support/fake-upstream';
import { OutboundHttp } from './outbound-http';

// Generous: no test here waits on a timeout; they only must not trip one on a busy machine.
const TIMEOUT_MS = 10_000;

jest.setTimeout(20_000);

// The caller's own cancellation (fleet polls, shutdown); the upstream's client never passes one,
// so `http-client.spec.ts` covers the other outcomes.
describe('OutboundHttp with a caller signal', () => {
  let server: FakeUpstream;
  let http: OutboundHttp;

  beforeEach(async () => {
    server = await FakeUpstream.start();
    http = new OutboundHttp({
      baseUrl: server.url,
      connectTimeoutMs: TIMEOUT_MS,
      responseTimeoutMs: TIMEOUT_MS,
      maxResponseBytes: 1024 * 1024,
    });
  });

  afterEach(async () => {
    http.close();
    await server.close();
  });

  it('sends nothing when the signal has already fired', async () => {
    server.respond(200, []);
    const signal = AbortSignal.abort();

    await expect(http.exchange({ method: 'GET', path: '/x', signal })).resolves.toEqual({ kind: 'aborted' });

    expect(server.received).toHaveLength(0);
  });

  it('ends as aborted, not cut off, when the signal fires while the body arrives, and drops the socket', async () => {
    let bodyStarted!: () => void;
    const started = new Promise<void>((resolve) => (bodyStarted = resolve));
    let socketClosed!: () => void;
    const closed = new Promise<void>((resolve) => (socketClosed = resolve));
    server.handle((request, response) => {
      request.socket.on('close', socketClosed);
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': 100 });
      response.write('[', () => bodyStarted());
    });
    const caller = new AbortController();

    const outcome = http.exchange({ method: 'GET', path: '/x', signal: caller.signal });
    await started;
    caller.abort();

    await expect(outcome).resolves.toEqual({ kind: 'aborted' });
    await closed;

    // The pool carries on: the next call is answered.
    server.respond(200, [1]);
    const next = await http.exchange({ method: 'GET', path: '/x' });
    expect(next.kind === 'answered' && next.body.bytes().toString('utf8')).toBe('[1]');
  });
});
