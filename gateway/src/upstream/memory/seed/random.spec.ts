import { createRandom } from './random';

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

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1, 'empty').pick([])).toThrow(RangeError);
  });
});
