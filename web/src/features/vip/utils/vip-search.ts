import type { Vip } from '@taxi/contracts';

/** Case-insensitive substring of the code or the phone; a digits-only query also matches a spaced phone. */
export function matchesVip(vip: Pick<Vip, 'code' | 'phone'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) {
    return true;
  }
  if (vip.code.toLowerCase().includes(needle) || vip.phone.toLowerCase().includes(needle)) {
    return true;
  }
  const digits = needle.replace(/\D/g, '');
  return /^[\d\s+]+$/.test(needle) && digits.length > 0 && vip.phone.replace(/\D/g, '').includes(digits);
}
