import type { PlaceSuggestion } from '@taxi/contracts';

// "15", "15a", "1234/5", "1234/5b" at the end of what was typed, after a space.
const TRAILING_HOUSE_NUMBER = /^(.*\S)\s+(\d{1,5}[a-zA-Z]?(?:\/\d{1,5}[a-zA-Z]?)?)$/u;

export type HouseNumberQuery = {
  /** What was typed before the number: the street or town. */
  place: string;
  houseNumber: string;
};

/** "Mírové náměstí 15" → the street and "15"; undefined when the text does not end with a number. */
export function splitHouseNumber(query: string): HouseNumberQuery | undefined {
  const match = TRAILING_HOUSE_NUMBER.exec(query.trim());
  return match?.[1] && match[2] ? { place: match[1], houseNumber: match[2] } : undefined;
}

/** Puts the number right after the street in a label or place name ("Mírové náměstí 15, Litoměřice"). */
export function insertHouseNumber(text: string, label: string, houseNumber: string): string {
  return text.startsWith(label)
    ? `${label} ${houseNumber}${text.slice(label.length)}`
    : `${label} ${houseNumber}, ${text}`;
}

/**
 * The street's suggestion for a typed address: the same coordinates (the gazetteer knows streets,
 * not buildings), with the house number kept in the label and in the order's place name.
 */
export function withHouseNumber(suggestion: PlaceSuggestion, houseNumber: string): PlaceSuggestion {
  return {
    ...suggestion,
    id: `${suggestion.id}:n-${houseNumber.replace('/', '.')}`,
    label: `${suggestion.label} ${houseNumber}`,
    name: insertHouseNumber(suggestion.name, suggestion.label, houseNumber),
  };
}

/** The street's id and the house number of an id made by `withHouseNumber`. */
export function parseHouseNumberId(id: string): { id: string; houseNumber?: string } {
  const match = /^(.*):n-([0-9A-Za-z.]+)$/.exec(id);
  return match?.[1] && match[2] ? { id: match[1], houseNumber: match[2].replace('.', '/') } : { id };
}
