import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  let now = 0;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000;
  });

  it('returns what was stored until it expires', () => {
    const cache = new TtlCache<string>(60_000, 10, clock);
    cache.set('a', 'A');
    now += 59_999;
    expect(cache.get('a')).toBe('A');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entry beyond its size', () => {
    const cache = new TtlCache<number>(60_000, 2, clock);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('stores nothing with a zero lifetime', () => {
    const cache = new TtlCache<number>(0, 10, clock);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});
