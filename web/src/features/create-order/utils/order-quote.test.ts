import { DEFAULT_TARIFF } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import { quoteOrder } from './order-quote';

const regional = {
  route: { distanceMetres: 8_349, durationSeconds: 731 },
  originName: 'Mírové náměstí, Litoměřice',
  destinationName: 'Lovosice, okres Litoměřice',
  tariff: DEFAULT_TARIFF,
};

describe('quoteOrder', () => {
  it('prices a regional trip per km: base fare plus the small-group rate', () => {
    const quote = quoteOrder({ ...regional, people: 1, discountPercent: null });
    expect(quote).toEqual({
      km: 8.3,
      minutes: 12,
      isLocal: false,
      price: Math.round(40 + 28 * 8.3),
      listPrice: Math.round(40 + 28 * 8.3),
      discountPercent: null,
    });
  });

  it('uses the large-group rate from four persons', () => {
    expect(quoteOrder({ ...regional, people: 4, discountPercent: null }).price).toBe(
      Math.round(40 + 33 * 8.3),
    );
  });

  it('gives a trip with both names in Praha the flat local price, 60 Kč from five persons', () => {
    const local = {
      ...regional,
      originName: 'Václavské náměstí, Praha 1',
      destinationName: 'Anděl, Praha 5',
      discountPercent: null,
    };
    expect(quoteOrder({ ...local, people: 4 })).toMatchObject({ isLocal: true, price: 50 });
    expect(quoteOrder({ ...local, people: 5 })).toMatchObject({ isLocal: true, price: 60 });
  });

  it('takes the VIP percentage off the tariff price, rounded to whole Kč', () => {
    const quote = quoteOrder({ ...regional, people: 1, discountPercent: 15 });
    expect(quote.listPrice).toBe(272);
    expect(quote.price).toBe(Math.round(272 * 0.85));
    expect(quote.discountPercent).toBe(15);
  });

  it('follows the gateway tariff, not the built-in default', () => {
    const tariff = { ...DEFAULT_TARIFF, baseFare: 100, perKmSmallGroup: 10 };
    expect(quoteOrder({ ...regional, tariff, people: 2, discountPercent: null }).price).toBe(183);
  });
});
