import { PlaceSchema } from '@taxi/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readOrderPrefill } from './order-prefill';

// The rules the prefill was read by before the screen opened without zod.
const byContract = (state: unknown) => {
  const parsed = z
    .object({
      prefill: z.object({
        name: z.string().max(100),
        phone: z.string().max(20),
        pickup: PlaceSchema.nullable(),
      }),
    })
    .safeParse(state);
  return parsed.success ? parsed.data.prefill : null;
};

const pickup = { lat: 50.5336, lng: 14.1318, name: 'Mírové náměstí, Litoměřice' };

describe('readOrderPrefill', () => {
  it('reads what the orders screen hands over, trimming the place name', () => {
    expect(
      readOrderPrefill({
        prefill: { name: 'Jana', phone: '777123456', pickup: { ...pickup, name: ' Most ' } },
      }),
    ).toEqual({
      name: 'Jana',
      phone: '777123456',
      pickup: { ...pickup, name: 'Most' },
    });
    expect(readOrderPrefill({ prefill: { name: '', phone: '', pickup: null } })).toEqual({
      name: '',
      phone: '',
      pickup: null,
    });
  });

  it('ignores state that does not fit', () => {
    for (const state of [
      undefined,
      null,
      'prefill',
      { prefill: null },
      { prefill: { name: 'Jana', phone: '1'.repeat(21), pickup: null } },
      { prefill: { name: 'Jana', phone: '', pickup: { ...pickup, lat: 91 } } },
      { prefill: { name: 'Jana', phone: '', pickup: { ...pickup, extra: 1 } } },
      { prefill: { name: 'Jana', phone: '', pickup: { ...pickup, name: '  ' } } },
    ]) {
      expect(readOrderPrefill(state)).toBeNull();
    }
  });

  it("answers as the contract's place schema does for any state", () => {
    const place = fc.oneof(
      fc.constant(null),
      fc.record({
        lat: fc.oneof(
          fc.double({ min: -100, max: 100 }),
          fc.constantFrom(90, -90, 90.001, Number.NaN),
          fc.string(),
        ),
        lng: fc.oneof(
          fc.double({ min: -200, max: 200 }),
          fc.constantFrom(180, -180, -180.001, Number.POSITIVE_INFINITY),
        ),
        name: fc.oneof(
          fc.string({ maxLength: 5 }),
          fc.string({ minLength: 295, maxLength: 305 }),
          fc.integer(),
        ),
      }),
      fc.dictionary(fc.constantFrom('lat', 'lng', 'name', 'id'), fc.anything()),
    );
    const state = fc.oneof(
      fc.record({
        prefill: fc.record({
          name: fc.oneof(fc.string({ maxLength: 101 }), fc.string({ minLength: 99, maxLength: 102 })),
          phone: fc.oneof(fc.string({ maxLength: 22 }), fc.integer()),
          pickup: place,
        }),
      }),
      fc.anything(),
    );
    fc.assert(
      fc.property(state, (value) => {
        expect(readOrderPrefill(value)).toEqual(byContract(value));
      }),
      {
        numRuns: 2000,
      },
    );
  });
});
