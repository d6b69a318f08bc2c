import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { type VipFormValues, vipFormResolver } from './vip-form';
import { matchesVip } from './vip-search';

const options: ResolverOptions<VipFormValues> = { fields: {}, shouldUseNativeValidation: false };

async function check(values: VipFormValues) {
  const result = await vipFormResolver(values, undefined, options);
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
  return { values: result.values, errors };
}

describe('VIP form', () => {
  it('turns the typed values into the request', async () => {
    expect(await check({ phone: ' +420 777 123 456 ', discount: '15', code: 'ABCDEFGH' })).toEqual({
      values: { phone: '+420 777 123 456', discount: 15, code: 'ABCDEFGH' },
      errors: {},
    });
  });

  it('says in Czech what is missing or out of range', async () => {
    const empty = await check({ phone: '', discount: '', code: 'ABCDEFGH' });
    expect(empty.errors).toEqual({
      phone: 'Zadejte telefon',
      discount: 'Zadejte slevu v procentech (1 až 100)',
    });
    const tooMuch = await check({ phone: '+420777123456', discount: '150', code: 'ABCDEFGH' });
    expect(tooMuch.errors).toEqual({ discount: 'Sleva může být nejvýše 100 %' });
    const fraction = await check({ phone: '+420777123456', discount: '12.5', code: 'ABCDEFGH' });
    expect(fraction.errors).toEqual({ discount: 'Zadejte celé číslo (sleva 1 až 100 %)' });
    const letters = await check({ phone: '+420777123456', discount: '1O', code: 'ABCDEFGH' });
    expect(letters.errors).toHaveProperty('discount');
  });

  it('reads the discount as typed with spaces or a plus sign', async () => {
    const typed = await check({ phone: '+420777123456', discount: ' +15 ', code: 'ABCDEFGH' });
    expect(typed).toMatchObject({ values: { discount: 15 }, errors: {} });
  });
});
describe('VIP search', () => {
  const vip = { code: 'QWERTZUI', phone: '+420 777 123 456' };

  it('matches the code case-insensitively and the phone as typed or as digits', () => {
    expect(matchesVip(vip, 'ertz')).toBe(true);
    expect(matchesVip(vip, '777 123')).toBe(true);
    expect(matchesVip(vip, '777123456')).toBe(true);
    expect(matchesVip(vip, 'ABC')).toBe(false);
    expect(matchesVip(vip, '')).toBe(true);
  });

  it('refuses a phone with a control or bidi character in the contract’s words', async () => {
    for (const phone of ['+420 777 123 456\t', '\u202d+420 777 123 456']) {
      expect((await check({ phone, discount: '15', code: 'ABCDEFGH' })).errors).toEqual({
        phone: 'Nesmí obsahovat řídicí znaky ani zalomení řádku',
      });
    }
  });
});
