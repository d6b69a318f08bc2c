import { TokenCache } from './token-cache';

describe('TokenCache', () => {
  let now: number;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000;
  });

  it('asks again once a verdict is older than the time to live', async () => {
    const cache = new TokenCache(100, 10, clock);
    const ask = jest.fn(() => Promise.resolve(true));

    await cache.check('a', ask);
    now += 99;
    await cache.check('a', ask);
    now += 1;
    await cache.check('a', ask);

    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('keeps at most the given number of verdicts, dropping the oldest', async () => {
    const cache = new TokenCache(60_000, 2, clock);
    const ask = jest.fn(() => Promise.resolve(true));

    await cache.check('a', ask);
    await cache.check('b', ask);
    await cache.check('c', ask);
    expect(cache.size).toBe(2);

    await cache.check('b', ask);
    await cache.check('a', ask);
    expect(ask).toHaveBeenCalledTimes(4);
  });

  it('does not remember a check that was running when the token was evicted', async () => {
    const cache = new TokenCache(60_000, 10, clock);
    let answer: (valid: boolean) => void = () => undefined;
    const running = cache.check('a', () => new Promise<boolean>((resolve) => (answer = resolve)));

    cache.evict('a');
    answer(true);
    await running;

    expect(cache.size).toBe(0);
  });
});
