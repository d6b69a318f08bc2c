import { displayName, foldText } from '@taxi/contracts';

/** What the people tables show and search: a user, or the user behind a driver row. */
export type Person = {
  id: number;
  first_name: string | null;
  last_name: string | null;
  phone: string;
  email: string | null;
};

// A query made only of digits, spaces, '+', '-', '/' and brackets is (also) a phone number.
const PHONE_QUERY = /^[\d\s+\-/()]+$/;

/** Lower-cased, diacritics-free display name and the phone's digits, computed once per person. */
export type SearchKey = { name: string; digits: string };

export function searchKeyOf(person: Person): SearchKey {
  return { name: foldText(displayName(person)), digits: person.phone.replace(/\D/g, '') };
}

/** True when the query occurs in the display name (case and diacritics ignored) or in the phone digits. */
export function matchesSearchKey(key: SearchKey, query: string): boolean {
  const needle = query.trim();
  if (!needle) {
    return true;
  }
  if (key.name.includes(foldText(needle).replace(/\s+/g, ' '))) {
    return true;
  }
  const digits = needle.replace(/\D/g, '');
  return PHONE_QUERY.test(needle) && digits.length > 0 && key.digits.includes(digits);
}

export function matchesPerson(person: Person, query: string): boolean {
  return matchesSearchKey(searchKeyOf(person), query);
}

/** The people matching the query, in their original order. */
export function filterPeople<T extends Person>(people: readonly T[], query: string): T[] {
  if (!query.trim()) {
    return [...people];
  }
  return people.filter((person) => matchesPerson(person, query));
}
