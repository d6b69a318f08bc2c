import { describe, expect, it } from 'vitest';
import { filterPeople, matchesPerson, type Person } from './person-search';

const person = (id: number, first: string | null, last: string | null, phone: string): Person => ({
  id,
  first_name: first,
  last_name: last,
  phone,
  email: null,
});

const jirina = person(1, 'Jiřina', 'Šťastná', '+420777123456');
const unnamed = person(2, null, null, '+420605808517');
const people = [jirina, unnamed, person(3, 'Jan', 'Novák', '+420731000111')];

describe('people search', () => {
  it('ignores case and diacritics in the display name', () => {
    expect(matchesPerson(jirina, 'stastna')).toBe(true);
    expect(matchesPerson(jirina, 'JIRINA ŠŤ')).toBe(true);
    expect(matchesPerson(jirina, 'novak')).toBe(false);
  });

  it('finds unnamed customers by their fallback name', () => {
    expect(matchesPerson(unnamed, 'zakaznik 8517')).toBe(true);
  });

  it('matches phone digits however they are spaced', () => {
    expect(matchesPerson(jirina, '777 123')).toBe(true);
    expect(matchesPerson(jirina, '+420 777-123-456')).toBe(true);
    expect(matchesPerson(jirina, '606')).toBe(false);
  });

  it('does not treat digits inside words as a phone search', () => {
    expect(matchesPerson(jirina, 'a7')).toBe(false);
  });

  it('keeps everybody for an empty query and the order otherwise', () => {
    expect(filterPeople(people, '   ')).toEqual(people);
    expect(filterPeople(people, 'a').map((p) => p.id)).toEqual([1, 2, 3]);
    expect(filterPeople(people, 'nov').map((p) => p.id)).toEqual([3]);
  });
});
