import { nationalDigits, samePhone } from './phone';
import { czechPlural, foldText, includesFolded } from './text';

describe('text folding', () => {
  it('ignores case and Czech diacritics', () => {
    expect(foldText('Žluťoučký KŮŇ')).toBe('zlutoucky kun');
    expect(includesFolded('Litoměřice', 'LITOMERICE')).toBe(true);
    expect(includesFolded('Řehoř', 'rehor')).toBe(true);
    expect(includesFolded('Ústí', 'most')).toBe(false);
  });
});

describe('phone numbers', () => {
  it('compare equal across spellings', () => {
    expect(nationalDigits('+420 777 123 456')).toBe('777123456');
    expect(samePhone('+420777123456', '777 123 456')).toBe(true);
    expect(samePhone('00420777123456', '+420777123456')).toBe(true);
    expect(samePhone('777123456', '777123457')).toBe(false);
    expect(samePhone('', '')).toBe(false);
  });
});

describe('czechPlural', () => {
  it.each([
    [0, 'záznamů'],
    [1, 'záznam'],
    [2, 'záznamy'],
    [4, 'záznamy'],
    [5, 'záznamů'],
    [12, 'záznamů'],
  ])('writes %i %s', (count, word) => {
    expect(czechPlural(count, 'záznam', 'záznamy', 'záznamů')).toBe(word);
  });
});
