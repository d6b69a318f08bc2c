import { PlaceSessionTokenSchema } from '@taxi/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newPlaceSession } from './place-session';

describe('newPlaceSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a token the gateway accepts, different every time', () => {
    const first = newPlaceSession();
    expect(PlaceSessionTokenSchema.safeParse(first).success).toBe(true);
    expect(newPlaceSession()).not.toBe(first);
  });

  it('still makes a valid token where randomUUID is missing (plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array),
    });
    const token = newPlaceSession();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(PlaceSessionTokenSchema.safeParse(token).success).toBe(true);
  });
});
