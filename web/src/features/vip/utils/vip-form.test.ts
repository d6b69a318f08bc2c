import { describe, expect, it } from 'vitest';
import { parseVipForm } from './vip-form';
import { matchesVip } from './vip-search';

describe('VIP form', () => {
  it('turns the typed values into the request', () => {
    expect(parseVipForm({ phone: ' +420 777 123 456 ', discount: '15', code: 'ABCDEFGH' })).toEqual({
      ok: true,
      request: { phone: '+420 777 123 456', discount: 15, code: 'ABCDEFGH' },
    });
  });

  it('says in Czech what is missing or out of range', () => {
    const empty = parseVipForm({ phone: '', discount: '', code: 'ABCDEFGH' });
    expect(empty).toEqual({
      ok: false,
      errors: { phone: 'Zadejte telefon', discount: 'Zadejte slevu v procentech (1 až 100)' },
    });
    const tooMuch = parseVipForm({ phone: '+420777123456', discount: '150', code: 'ABCDEFGH' });
    expect(tooMuch).toEqual({ ok: false, errors: { discount: 'Sleva může být nejvýše 100 %' } });
    const fraction = parseVipForm({ phone: '+420777123456', discount: '12.5', code: 'ABCDEFGH' });
    expect(fraction).toEqual({ ok: false, errors: { discount: 'Zadejte celé číslo (sleva 1 až 100 %)' } });
    const letters = parseVipForm({ phone: '+420777123456', discount: '1O', code: 'ABCDEFGH' });
    expect(letters.ok).toBe(false);
  });

  it('reads the discount as typed with spaces or a plus sign', () => {
    const typed = parseVipForm({ phone: '+420777123456', discount: ' +15 ', code: 'ABCDEFGH' });
    expect(typed).toMatchObject({ ok: true, request: { discount: 15 } });
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
});
