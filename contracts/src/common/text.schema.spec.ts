import fc from 'fast-check';
import {
  isMultiLineText,
  isSingleLineText,
  MULTI_LINE_TEXT_MESSAGE,
  multiLineText,
  SINGLE_LINE_TEXT_MESSAGE,
  singleLineText,
} from './text.schema';

// The rules written out by code point, independently of the regular expressions under test.
const BIDI_CONTROLS = [
  0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
];
function refusedOnOneLine(codePoint: number): boolean {
  return (
    codePoint <= 0x1f ||
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    codePoint === 0x2028 ||
    codePoint === 0x2029 ||
    (codePoint >= 0xd800 && codePoint <= 0xdfff) ||
    BIDI_CONTROLS.includes(codePoint)
  );
}
const codePoints = (text: string) => Array.from(text, (char) => char.codePointAt(0)!);

const REFUSED_KINDS: [string, string][] = [
  ['CR', '\r'],
  ['LF', '\n'],
  ['TAB', '\t'],
  ['NUL', '\u0000'],
  ['ESC', '\u001b'],
  ['DEL', '\u007f'],
  ['a C1 control (NEL)', '\u0085'],
  ['the line separator', '\u2028'],
  ['the paragraph separator', '\u2029'],
  ['a right-to-left override', '\u202e'],
  ['a left-to-right embedding', '\u202a'],
  ['a right-to-left isolate', '\u2067'],
  ['a right-to-left mark', '\u200f'],
  ['the Arabic letter mark', '\u061c'],
  ['an unpaired surrogate', '\ud800'],
];

// Any code point, unpaired surrogates included, weighted towards the ones the rules are about.
const anyChar = fc.oneof(
  fc.integer({ min: 0, max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint)),
  {
    arbitrary: fc.constantFrom(
      ...REFUSED_KINDS.map(([, char]) => char),
      ...BIDI_CONTROLS.map((codePoint) => String.fromCodePoint(codePoint)),
      '\r\n',
      'a',
      'ž',
      ' ',
      '\u00a0',
      '\u200d',
      '😀',
    ),
    weight: 4,
  },
);
const anyText = fc.array(anyChar, { maxLength: 12 }).map((chars) => chars.join(''));

describe('the one set of input rules: single-line and multi-line text', () => {
  it.each(REFUSED_KINDS)('refuses %s on one line, wherever it stands', (_kind, char) => {
    for (const text of [char, `Jana${char}`, `${char}Jana`, `Ja${char}na`]) {
      expect(isSingleLineText(text)).toBe(false);
    }
  });

  it('takes Czech, emoji with joiners, no-break spaces and markup as text (markup is escaped where shown)', () => {
    for (const text of [
      'Žluťoučký kůň',
      'Jiří Novák-Dvořák',
      '1\u00a0250',
      '👩‍👧 rodina',
      '<b>1U1</b>',
      '<img src=x onerror=alert(1)>',
      '',
    ]) {
      expect([text, isSingleLineText(text), isMultiLineText(text)]).toEqual([text, true, true]);
    }
  });

  it('keeps line feeds, tabs and CRLF in several lines and refuses every other kind', () => {
    expect(isMultiLineText('Dobrý den,\n\tzítra v 8:00.\r\nDěkuji')).toBe(true);
    for (const [kind, char] of REFUSED_KINDS.filter(([, char]) => char !== '\n' && char !== '\t')) {
      expect([kind, isMultiLineText(`Dobrý den,\n${char}zítra`)]).toEqual([kind, false]);
    }
    expect(isMultiLineText('a\n\rb')).toBe(false);
  });

  it('refuses a single-line text exactly when it holds a refused code point', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(isSingleLineText(text)).toBe(!codePoints(text).some(refusedOnOneLine));
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a multi-line text exactly when it holds a refused code point other than LF, TAB or a CR of CRLF', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const rest = text.replaceAll('\r\n', '').replaceAll('\n', '').replaceAll('\t', '');
        expect(isMultiLineText(text)).toBe(!codePoints(rest).some(refusedOnOneLine));
      }),
      { numRuns: 500 },
    );
  });

  it('judges the text as sent: a trailing line break is refused, not trimmed away', () => {
    const name = singleLineText().trim().min(1, 'Povinné pole');
    expect(name.parse('  Jana ')).toBe('Jana');
    expect(name.safeParse('Jana\n').error?.issues.map((issue) => issue.message)).toEqual([
      SINGLE_LINE_TEXT_MESSAGE,
    ]);
    const message = multiLineText().trim();
    expect(message.parse('Dobrý den\n\n')).toBe('Dobrý den');
    expect(message.safeParse('Dobrý den\u202e').error?.issues.map((issue) => issue.message)).toEqual([
      MULTI_LINE_TEXT_MESSAGE,
    ]);
  });
});
