import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { type WorkHoursFormValues, workHoursResolver } from './work-hours-form';

const options: ResolverOptions<WorkHoursFormValues> = { fields: {}, shouldUseNativeValidation: false };

async function check(values: WorkHoursFormValues) {
  const result = await workHoursResolver(values, undefined, options);
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
  return { values: result.values, errors };
}

describe('work hours form', () => {
  it('saves leniently typed times as HH:MM', async () => {
    expect(await check({ from: '7.30', to: '22' })).toEqual({
      values: { from: '07:30', to: '22:00' },
      errors: {},
    });
  });

  it('refuses what is no time, at the field, in one wording', async () => {
    expect((await check({ from: '25:00', to: '' })).errors).toEqual({
      from: 'Zadejte čas ve tvaru HH:MM, např. 07:30.',
      to: 'Zadejte čas ve tvaru HH:MM, např. 07:30.',
    });
  });
});
