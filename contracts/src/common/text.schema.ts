import { z } from 'zod';

/**
 * The one set of rules for text a person types (README, Security: "Input rules"). Characters that no
 * typed name, subject or message needs and that mislead where the text is read later — in a mail
 * header, the login history, a list the admin scans — are refused, never removed: what is stored is
 * what was typed.
 *
 * Refused everywhere: C0 and C1 control characters (`\p{Cc}`: NUL, ESC, DEL, CR…), the Unicode line
 * and paragraph separators U+2028/U+2029, the bidirectional controls that reorder what follows them
 * (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, and the marks U+200E, U+200F,
 * U+061C: Czech, English and German text never needs them), and unpaired surrogates (not text at
 * all; they would reach the server as U+FFFD). Joiners (U+200C/U+200D, emoji) and no-break spaces
 * stay allowed. A multi-line text keeps its line feeds and tabs, and a CR only as part of CRLF.
 */
// What is allowed, as a pattern of the whole text: OpenAPI states it, and a refusal is zod's
// `invalid_format`, the code a page words a refused character by.
const ONE_LINE = /^[^\p{Cc}\p{Cs}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/u;
const LINES = /^(?:[^\p{Cc}\p{Cs}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\n\t]|\r\n)*$/u;

/** The contract's words for a refused character, the same for every field of each kind (a stable key). */
export const SINGLE_LINE_TEXT_MESSAGE = 'Nesmí obsahovat řídicí znaky ani zalomení řádku';
export const MULTI_LINE_TEXT_MESSAGE = 'Nesmí obsahovat řídicí znaky (zalomení řádku a tabulátor ano)';

/** True when `text` is one line without control, separator or bidi control characters. */
export function isSingleLineText(text: string): boolean {
  return ONE_LINE.test(text);
}

/** True when `text` holds no control characters but line feeds, tabs and CRLF. */
export function isMultiLineText(text: string): boolean {
  return LINES.test(text);
}

/**
 * A field typed on one line (a name, a subject, a username, a phone). The check sees the text as sent,
 * before a `.trim()` chained after it, so a trailing line break is refused rather than cut off.
 */
export function singleLineText() {
  return z.string().regex(ONE_LINE, SINGLE_LINE_TEXT_MESSAGE);
}

/** A field typed on several lines (a message, a note, a notification's text); see `singleLineText`. */
export function multiLineText() {
  return z.string().regex(LINES, MULTI_LINE_TEXT_MESSAGE);
}
