import type http from 'node:http';
import type { Caller } from '@/common/auth/caller';
import { FakeUpstream, sendJson } from '@test/support/fake-upstream';
import { HttpUpstream } from './http-upstream.adapter';

const alert = { id: 1, user: { first_name: 'Jan', last_name: null, phone: '777123456' } };
const caller = (token: string): Caller => ({ token });

// A local fake server; limits are generous so a busy machine passes.
jest.setTimeout(20_000);

describe('HttpUpstream: identical reads in flight', () => {
  let server: FakeUpstream;
  let upstream: HttpUpstream;
  /** GET answers held until `releaseReads()`; anything else is answered at once. */
  let heldReads: http.ServerResponse[];

  const releaseReads = (): void => {
    heldReads.splice(0).forEach((res) => sendJson(res, 200, [alert]));
  };
  const readsReceived = (): number => server.received.filter((request) => request.method === 'GET').length;
  const until = async (condition: () => boolean): Promise<void> => {
    while (!condition()) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  beforeEach(async () => {
    server = await FakeUpstream.start();
    heldReads = [];
    server.handle((req, res) => {
      if (req.method === 'GET') {
        heldReads.push(res);
      } else {
        sendJson(res, 200, 'OK');
      }
    });
    upstream = new HttpUpstream({
      baseUrl: server.url,
      connectTimeoutMs: 5_000,
      responseTimeoutMs: 5_000,
      tokenCacheMs: 60_000,
    });
  });

  afterEach(async () => {
    releaseReads();
    upstream.close();
    await server.close();
  });

  it('sends one request for identical reads of one session and answers each caller', async () => {
    const first = upstream.call('sosList', caller('session-a'));
    await until(() => heldReads.length === 1);
    const second = upstream.call('sosList', caller('session-a'));
    releaseReads();

    await expect(Promise.all([first, second])).resolves.toEqual([[alert], [alert]]);
    expect(readsReceived()).toBe(1);
  });

  it('asks the upstream again for a read that starts after the answer arrived', async () => {
    const first = upstream.call('sosList', caller('session-a'));
    await until(() => heldReads.length === 1);
    releaseReads();
    await first;

    const later = upstream.call('sosList', caller('session-a'));
    await until(() => heldReads.length === 1);
    releaseReads();

    await expect(later).resolves.toEqual([alert]);
    expect(readsReceived()).toBe(2);
  });

  it('never shares a read between two sessions', async () => {
    const reads = [
      upstream.call('sosList', caller('session-a')),
      upstream.call('sosList', caller('session-b')),
    ];
    await until(() => heldReads.length === 2);
    releaseReads();

    await expect(Promise.all(reads)).resolves.toEqual([[alert], [alert]]);
    expect(readsReceived()).toBe(2);
  });

  it('does not let a read that starts after a write join one that started before it', async () => {
    const before = upstream.call('sosList', caller('session-a'));
    await until(() => heldReads.length === 1);
    await upstream.call('sosDismiss', caller('session-a'), { body: { id: 1 } });
    const after = upstream.call('sosList', caller('session-a'));
    await until(() => heldReads.length === 2);
    releaseReads();

    await expect(Promise.all([before, after])).resolves.toEqual([[alert], [alert]]);
    expect(readsReceived()).toBe(2);
  });

  it('does not let a read that starts after an upstream event join one that started before it', async () => {
    const before = upstream.call('sosList', caller('session-a'));
    await until(() => heldReads.length === 1);
    upstream.forgetReadsInFlight();
    const after = upstream.call('sosList', caller('session-a'));
    await until(() => heldReads.length === 2);
    releaseReads();

    await expect(Promise.all([before, after])).resolves.toEqual([[alert], [alert]]);
    expect(readsReceived()).toBe(2);
  });
});
