import { IdParamsSchema, IdRequestSchema, PhoneQuerySchema } from './common.schema';

describe('the building blocks of a call on one record or one phone number', () => {
  it('reads an {id} path parameter as a number and refuses what is not a positive whole one', () => {
    expect(IdParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect([id, IdParamsSchema.safeParse({ id }).success]).toEqual([id, false]);
    }
  });

  it('takes a body of exactly one numeric id', () => {
    expect(IdRequestSchema.parse({ id: 15 })).toEqual({ id: 15 });
    expect(IdRequestSchema.safeParse({ id: '15' }).success).toBe(false);
    expect(IdRequestSchema.safeParse({ id: 15, extra: true }).success).toBe(false);
  });

  it('takes a phone query as a dispatcher types it, and names what is wrong with another', () => {
    expect(PhoneQuerySchema.parse({ phone: ' +420 731 555 014 ' })).toEqual({ phone: '+420 731 555 014' });
    const malformed = PhoneQuerySchema.safeParse({ phone: 'abc' });
    expect(malformed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'phone',
      'Telefon smí obsahovat jen číslice, mezery a úvodní +',
    ]);
    expect(PhoneQuerySchema.safeParse({}).success).toBe(false);
  });
});
