/**
 * Ends a sentence with a full stop unless its last word already has one: "Taxi Litoměřice s.r.o."
 * stays as it is instead of becoming "s.r.o..".
 */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
