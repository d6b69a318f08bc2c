import fc from 'fast-check';
import { AMOUNT_RULES, parseTypedNumber, WHOLE_NUMBER_RULES } from './typed-number';

const value = (text: string, rules = AMOUNT_RULES) => {
  const result = parseTypedNumber(text, rules);
  return result.ok ? result.value : `error: ${result.error}`;
};

describe('typed numbers', () => {
  it.each([
    ['1250,50', 1250.5],
    ['1 250,50', 1250.5],
    ['1\u00a0250,50', 1250.5],
    ['1\u202f250,50', 1250.5],
    ['1250.50', 1250.5],
    ['-1250,5', -1250.5],
    ['-1250,50', -1250.5],
    ['−1 250,50', -1250.5],
    ['- 300', -300],
    ['+42', 42],
    ['  12 345 678,9  ', 12_345_678.9],
    ['1 250,50 Kč', 1250.5],
    ['-1 250 Kč', -1250],
    [',5', 0.5],
    ['0', 0],
    ['-0', 0],
  ])('reads %j as %d', (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  it.each([
    ['', 'Zadejte číslo'],
    ['   ', 'Zadejte číslo'],
    ['12,5,0', 'Nejasné číslo'],
    ['1.250,50', 'Nejasné číslo'],
    ['1,250.50', 'Nejasné číslo'],
    ['1.250.000', 'Nejasné číslo'],
    ['12a', 'Neplatné číslo'],
    ['abc', 'Neplatné číslo'],
    ['1e5', 'Neplatné číslo'],
    ['0x10', 'Neplatné číslo'],
    ['12 50', 'Neplatné číslo'],
    ['1 2500', 'Neplatné číslo'],
    ['5,', 'Neplatné číslo'],
    ['--5', 'Neplatné číslo'],
    ['1,505', 'Nejvýše 2 desetinná místa'],
    ['Infinity', 'Neplatné číslo'],
  ])('refuses %j', (text, message) => {
    expect(value(text)).toEqual(expect.stringContaining(message));
  });

  it('reads whole numbers only where the rules say so', () => {
    expect(value('8', WHOLE_NUMBER_RULES)).toBe(8);
    expect(value('2,5', WHOLE_NUMBER_RULES)).toBe('error: Zadejte celé číslo');
    expect(value('-3', WHOLE_NUMBER_RULES)).toBe('error: Záporné číslo zde nelze použít');
  });

  // Whatever the admin shows (cs-CZ, with or without Kč) or an English keyboard gives reads back the same.
  it('reads back every amount as Czech or English formatting writes it', () => {
    const czech = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 2 });
    const czechKc = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK' });
    const english = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (hundredths) => {
        const amount = hundredths / 100;
        for (const text of [czech.format(amount), czechKc.format(amount), english.format(amount)]) {
          expect(value(text)).toBe(amount === 0 ? 0 : amount);
        }
      }),
    );
  });
});
