/** Lower-cases and strips diacritics so that "Žižka" matches "zizka". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** True when `haystack` contains `needle`, ignoring case and diacritics. */
export function includesFolded(haystack: string, needle: string): boolean {
  return foldText(haystack).includes(foldText(needle));
}

/** Czech noun form for a count: 1 `one`, 2–4 `few`, otherwise (0, 5+) `many`. */
export function czechPlural(count: number, one: string, few: string, many: string): string {
  const whole = Math.abs(count);
  if (whole === 1) {
    return one;
  }
  return whole >= 2 && whole <= 4 ? few : many;
}
