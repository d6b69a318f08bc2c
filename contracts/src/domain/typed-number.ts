/** What a person may type: how many decimals, and whether a sign is allowed. */
export type TypedNumberRules = {
  /** 0 for whole numbers (people, a discount); 2 for Kč with haléře. */
  maxFractionDigits: number;
  /** False refuses a minus sign (people, a discount). */
  allowNegative: boolean;
};

export type TypedNumberResult = { ok: true; value: number } | { ok: false; error: string };

export const AMOUNT_RULES: TypedNumberRules = { maxFractionDigits: 2, allowNegative: true };
export const WHOLE_NUMBER_RULES: TypedNumberRules = { maxFractionDigits: 0, allowNegative: false };

// Ordinary, no-break, narrow no-break and thin spaces: Czech writes thousands apart with any of them.
const SPACES = /[ \u00a0\u202f\u2009]/;
const SPACE_RUNS = /[ \u00a0\u202f\u2009]+/g;
const MINUS_SIGNS = /^[-\u2212]/;
const CURRENCY = /\s*kč\.?$/i;

function fail(error: string): TypedNumberResult {
  return { ok: false, error };
}

// "1 250" or "1250": spaces may only separate groups of three digits after the first group.
function readWholePart(text: string): string | null {
  if (!SPACES.test(text)) {
    return /^\d+$/.test(text) ? text : null;
  }
  const groups = text.split(SPACE_RUNS);
  const [first = '', ...rest] = groups;
  if (!/^\d{1,3}$/.test(first) || !rest.every((group) => /^\d{3}$/.test(group))) {
    return null;
  }
  return groups.join('');
}

/**
 * Reads a number the way a Czech or an English speaker types it: `1250,50`, `1 250,50` (any kind of
 * space between thousands), `1250.50`, `-1250,5`, `−300`, `1 250 Kč`. One `,` or `.` is always the
 * decimal mark; a text holding both (`1.250,50`, `1,250.50`) or two of either (`12,5,0`, `1.250.000`)
 * cannot be read one way only, so it is refused, as are letters and misplaced spaces.
 */
export function parseTypedNumber(input: string, rules: TypedNumberRules = AMOUNT_RULES): TypedNumberResult {
  let text = input.trim().replace(CURRENCY, '').trim();
  if (text === '') {
    return fail('Zadejte číslo');
  }
  let negative = false;
  if (MINUS_SIGNS.test(text)) {
    negative = true;
    text = text.slice(1).trimStart();
  } else if (text.startsWith('+')) {
    text = text.slice(1).trimStart();
  }
  if (negative && !rules.allowNegative) {
    return fail('Záporné číslo zde nelze použít');
  }
  const marks = text.match(/[.,]/g) ?? [];
  if (marks.length > 1) {
    return fail('Nejasné číslo: použijte jednu desetinnou čárku, např. 1250,50');
  }
  const [wholeText = '', fraction] = text.split(/[.,]/);
  if (fraction !== undefined && !/^\d+$/.test(fraction)) {
    return fail('Neplatné číslo: za desetinnou čárkou musí být číslice');
  }
  const whole = wholeText === '' && fraction !== undefined ? '0' : readWholePart(wholeText);
  if (whole === null) {
    return fail('Neplatné číslo: použijte jen číslice, mezery mezi tisíci a desetinnou čárku');
  }
  if (fraction !== undefined && fraction.length > rules.maxFractionDigits) {
    return fail(
      rules.maxFractionDigits === 0
        ? 'Zadejte celé číslo'
        : `Nejvýše ${rules.maxFractionDigits} desetinná místa`,
    );
  }
  const value = Number(fraction === undefined ? whole : `${whole}.${fraction}`);
  if (!Number.isFinite(value)) {
    return fail('Číslo je příliš velké');
  }
  // `-0` would show as "-0 Kč".
  return { ok: true, value: negative && value !== 0 ? -value : value };
}
