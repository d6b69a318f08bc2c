import { HttpUpstream, type HttpUpstreamOptions } from '@/upstream/http/http-upstream.adapter';
import { FakeUpstream } from './fake-upstream';

export type HttpUpstreamHarness = {
  /** The fake server of the running test. */
  readonly server: FakeUpstream;
  /** An adapter pointed at that server (generous limits, so a busy machine passes), closed after the test. */
  upstreamFor: (overrides?: Partial<HttpUpstreamOptions>) => HttpUpstream;
};

/**
 * Registers, in the calling `describe`, a fresh fake upstream per test and the adapters made against it,
 * all closed afterwards (an open keep-alive pool would hold the Jest worker).
 */
export function useHttpUpstreamAgainstFake(): HttpUpstreamHarness {
  let server: FakeUpstream | undefined;
  let upstreams: HttpUpstream[] = [];

  beforeEach(async () => {
    server = await FakeUpstream.start();
    upstreams = [];
  });

  afterEach(async () => {
    upstreams.forEach((upstream) => upstream.close());
    await server?.close();
  });

  const current = (): FakeUpstream => {
    if (!server) {
      throw new Error('the fake upstream starts in beforeEach');
    }
    return server;
  };

  return {
    get server() {
      return current();
    },
    upstreamFor: (overrides = {}) => {
      const upstream = new HttpUpstream({
        baseUrl: current().url,
        connectTimeoutMs: 5_000,
        responseTimeoutMs: 5_000,
        tokenCacheMs: 60_000,
        ...overrides,
      });
      upstreams.push(upstream);
      return upstream;
    },
  };
}
