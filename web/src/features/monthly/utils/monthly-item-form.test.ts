import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { type MonthlyItemFormValues, monthlyItemResolver } from './monthly-item-form';

const options: ResolverOptions<MonthlyItemFormValues> = { fields: {}, shouldUseNativeValidation: false };

async function check(values: MonthlyItemFormValues) {
  const result = await monthlyItemResolver(values, undefined, options);
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
  return { values: result.values, errors };
}

describe('new monthly item', () => {
  it('reads amounts typed the Czech way', async () => {
    expect(await check({ name: ' Nájem ', price: '-1 250,50' })).toEqual({
      values: { name: 'Nájem', price: -1250.5 },
      errors: {},
    });
    expect((await check({ name: 'Bonus', price: '1250.5 Kč' })).values).toEqual({
      name: 'Bonus',
      price: 1250.5,
    });
  });

  it('asks for what is missing', async () => {
    expect((await check({ name: ' ', price: '' })).errors).toEqual({
      name: 'Zadejte název',
      price: 'Zadejte částku (např. 1250,50 nebo -300)',
    });
  });

  it('refuses ambiguous or out-of-range amounts with the parser’s and the contract’s words', async () => {
    expect((await check({ name: 'Nájem', price: '1.250,50' })).errors).toEqual({
      price: 'Nejasné číslo: použijte jednu desetinnou čárku, např. 1250,50',
    });
    expect((await check({ name: 'Nájem', price: '12 000 000' })).errors).toEqual({
      price: 'Částka nejvýše ±10 000 000 Kč',
    });
  });

  it('refuses a name with a tab or a bidi override in the contract’s words', async () => {
    for (const name of ['Nájem\t', 'Nájem\u202e']) {
      expect((await check({ name, price: '-300' })).errors).toEqual({
        name: 'Nesmí obsahovat řídicí znaky ani zalomení řádku',
      });
    }
  });
});
