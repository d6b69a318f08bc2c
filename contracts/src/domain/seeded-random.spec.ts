import { createRandom, hashSeed } from './seeded-random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and label', () => {
    const a = createRandom(7, 'users');
    const b = createRandom(7, 'users');
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });

  it('gives different sequences for another seed or another label', () => {
    const first = Array.from({ length: 5 }, createRandom(7, 'users').next);
    expect(Array.from({ length: 5 }, createRandom(8, 'users').next)).not.toEqual(first);
    expect(Array.from({ length: 5 }, createRandom(7, 'orders').next)).not.toEqual(first);
  });

  it('keeps int, pick and weighted inside their ranges', () => {
    const random = createRandom(1, 'ranges');
    for (let i = 0; i < 200; i += 1) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
      expect(['a', 'b']).toContain(random.pick(['a', 'b']));
      expect(
        random.weighted([
          ['never', 0],
          ['always', 1],
        ]),
      ).toBe('always');
    }
  });

  it('shuffles without losing or duplicating items', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect([...createRandom(3, 'shuffle').shuffle(items)].sort((a, b) => a - b)).toEqual(items);
  });

  it('keeps its exact outputs, which the mock backend’s seeded data is built from', () => {
    const random = createRandom(7, 'users');
    expect(Array.from({ length: 3 }, random.next)).toEqual([
      0.47998370230197906, 0.46485050371848047, 0.9076370971743017,
    ]);
    expect([random.next(), random.next()]).toEqual([0.09788409410975873, 0.35391256562434137]);
    expect(Array.from({ length: 5 }, () => random.int(1, 100))).toEqual([87, 68, 16, 67, 46]);
    expect(Array.from({ length: 5 }, () => random.pick(['a', 'b', 'c', 'd']))).toEqual([
      'a',
      'd',
      'a',
      'b',
      'c',
    ]);
    expect(Array.from({ length: 5 }, () => random.chance(0.5))).toEqual([true, true, true, true, false]);
    const choices = [
      ['x', 1],
      ['y', 2],
      ['z', 3],
    ] as const;
    expect(Array.from({ length: 5 }, () => random.weighted(choices))).toEqual(['z', 'z', 'y', 'z', 'z']);
    expect(random.shuffle([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([4, 8, 5, 6, 7, 3, 1, 2]);
    expect(hashSeed(7, 'users#a')).toBe(1_908_829_124);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1, 'empty').pick([])).toThrow(RangeError);
  });
});
