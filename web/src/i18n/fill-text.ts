// Without React: the light pages' scripts fill their texts too.
export const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{name}` placeholders of a dictionary text, in order (the translation check compares them). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/**
 * A dictionary text with its `{name}` placeholders filled in: `fill('{n} km', { n: 5 })`. A value that
 * ends a sentence itself keeps one full stop: "…společnosti {legalName}." with "Taxi Litoměřice
 * s.r.o." gives "s.r.o.", not "s.r.o..".
 */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}(\.?)/g, (whole, name: string, stop: string) => {
    if (!(name in values)) {
      return whole;
    }
    const value = String(values[name]);
    return value.endsWith('.') ? value : `${value}${stop}`;
  });
}
