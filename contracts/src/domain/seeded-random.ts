// The one seeded generator: the mock backend's data, the simulated fleet and the web scripts' fixtures
// and images all draw from it. The memory seed's data depends on every output: keep the algorithm.

/**
 * A seeded pseudo-random source: the same seed always yields the same sequence. Its functions need no
 * `this`, so one can be handed on alone (`createRandom(seed, label).next`).
 */
export type Random = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Whole number in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks by relative weights given as [item, weight] pairs. */
  weighted: <T>(choices: readonly (readonly [T, number])[]) => T;
  shuffle: <T>(items: readonly T[]) => T[];
};

/** FNV-1a: turns a seed and a label into an independent 32-bit stream seed. */
export function hashSeed(seed: number, label: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${seed}:${label}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// sfc32: small, fast and good enough for mock data (not for secrets). Unlike mulberry32 it needs
// no Math.imul, which is some 40× slower inside Jest's VM context and made 10k orders slow to seed.
function sfc32(seed: number, label: string): () => number {
  let a = hashSeed(seed, `${label}#a`) | 0;
  let b = hashSeed(seed, `${label}#b`) | 0;
  let c = hashSeed(seed, `${label}#c`) | 0;
  let d = hashSeed(seed, `${label}#d`) | 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs still resemble the seed words; discard them.
  for (let i = 0; i < 15; i += 1) {
    next();
  }
  return next;
}

/**
 * A stream per `label`, so that e.g. changing the number of orders leaves the users unchanged.
 * For mock data and pictures, never for secrets.
 */
export function createRandom(seed: number, label: string): Random {
  const next = sfc32(seed, label);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) {
      throw new RangeError('Cannot pick from an empty list');
    }
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted: <T>(choices: readonly (readonly [T, number])[]): T => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of choices) {
        roll -= weight;
        if (roll < 0) {
          return item;
        }
      }
      // Only reached through floating-point rounding at the very end of the range.
      return pick(choices.slice(-1))[0];
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}
