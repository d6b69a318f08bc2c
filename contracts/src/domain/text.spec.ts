import { nationalDigits, samePhone } from './phone';
import { foldText, includesFolded } from './text';

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
