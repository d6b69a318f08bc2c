/** Lower-cases and strips diacritics so that "Žižka" matches "zizka". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** True when `haystack` contains `needle`, ignoring case and diacritics. */
export function includesFolded(haystack: string, needle: string): boolean {
  return foldText(haystack).includes(foldText(needle));
}
