import { heapFlagsFor } from './heap-tuning';

describe('heapFlagsFor', () => {
  it('lets the heap grow to twice its live size in http mode, where the kept answers live', () => {
    expect(
      heapFlagsFor({
        mode: 'http',
        baseUrl: 'http://127.0.0.1:9',
        connectTimeoutMs: 1000,
        responseTimeoutMs: 5000,
        tokenCacheMs: 0,
        socketPath: '/socket.io',
        extensions: [],
        tokenHeader: null,
        timeZone: 'Europe/Prague',
      }),
    ).toEqual(['--heap-growing-percent=100']);
  });

  it('lets the heap grow to one and a half times its live size in memory mode, bounding the RSS', () => {
    expect(heapFlagsFor({ mode: 'memory' })).toEqual(['--heap-growing-percent=50']);
  });
});
