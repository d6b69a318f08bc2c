const CZECH_PREFIX = '420';
const NATIONAL_LENGTH = 9;

/** The national digits of a phone number: "+420 777 123 456" → "777123456". */
export function nationalDigits(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) {
    digits = digits.slice(2);
  }
  if (digits.length === CZECH_PREFIX.length + NATIONAL_LENGTH && digits.startsWith(CZECH_PREFIX)) {
    digits = digits.slice(CZECH_PREFIX.length);
  }
  return digits;
}

/** Two spellings of the same number compare equal. */
export function samePhone(a: string, b: string): boolean {
  const left = nationalDigits(a);
  return left.length > 0 && left === nationalDigits(b);
}
