import { describe, expect, it } from 'vitest';
import {
  INITIAL_ORDER_FORM,
  type OrderFormValues,
  parsePeople,
  peopleError,
  tooManyPeople,
  validateOrderForm,
} from './order-form';

const pickup = { lat: 50.5336, lng: 14.1318, name: 'Mírové náměstí, Litoměřice' };
const destination = { lat: 50.515, lng: 14.0511, name: 'Lovosice, okres Litoměřice' };
const quote = { km: 8.3, minutes: 12, price: 231 };
const drivers = [
  { id: 3, label: 'Dvořák Petr', lastName: 'Dvořák' },
  { id: 5, label: 'Řidič č. 5', lastName: null },
];
const filled: OrderFormValues = {
  ...INITIAL_ORDER_FORM,
  pickup,
  destination,
  name: '  Jana Malá ',
  phone: '+420 777 123 456',
  people: '3',
};

describe('validateOrderForm', () => {
  it('builds the spec payload with the discounted price and no driver (-1, null)', () => {
    const result = validateOrderForm(filled, quote, drivers);
    expect(result).toEqual({
      ok: true,
      request: {
        pickup_location: pickup,
        destination,
        distance: 8.3,
        name: 'Jana Malá',
        phone: '+420 777 123 456',
        price: 231,
        people: 3,
        duration: 12,
        id_driver: -1,
        driver_name: null,
      },
    });
    expect(result.ok && 'token' in result.request).toBe(false);
  });

  it("sends the chosen driver's id and last name", () => {
    const result = validateOrderForm({ ...filled, driverId: '3' }, quote, drivers);
    expect(result.ok && [result.request.id_driver, result.request.driver_name]).toEqual([3, 'Dvořák']);
    const nameless = validateOrderForm({ ...filled, driverId: '5' }, quote, drivers);
    expect(nameless.ok && [nameless.request.id_driver, nameless.request.driver_name]).toEqual([5, null]);
  });

  it('allows an empty name and phone (the spec has no checks for them)', () => {
    expect(validateOrderForm({ ...filled, name: '', phone: '' }, quote, drivers).ok).toBe(true);
  });

  it('asks for both places from the list before anything is sent', () => {
    expect(validateOrderForm(INITIAL_ORDER_FORM, null, drivers)).toEqual({
      ok: false,
      errors: { pickup: 'Vyberte místo vyzvednutí ze seznamu', destination: 'Vyberte cíl cesty ze seznamu' },
    });
  });

  it('waits for the route and price once both places are chosen', () => {
    expect(validateOrderForm(filled, null, drivers)).toEqual({
      ok: false,
      errors: { quote: 'Počkejte, až se spočítá trasa a cena' },
    });
  });

  it('explains a bad phone, name, person count or unknown driver in Czech', () => {
    const result = validateOrderForm(
      { ...filled, phone: '777-123', name: 'x'.repeat(101), people: '9', driverId: '42' },
      quote,
      drivers,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        phone: 'Zadejte telefon číslicemi, např. +420 777 123 456',
        name: 'Jméno může mít nejvýše 100 znaků',
        people: 'Maximálně 8 osob',
        driverId: 'Vyberte řidiče ze seznamu',
      },
    });
  });
});

describe('people messages', () => {
  it('says "Maximálně 8 osob" for more than a car takes, and the range for anything else', () => {
    expect(['9', ' 12 ', '100'].map(peopleError)).toEqual(Array(3).fill('Maximálně 8 osob'));
    expect(['0', '', 'dva', '2.5', '-1'].map(peopleError)).toEqual(
      Array(5).fill('Zadejte počet osob od 1 do 8'),
    );
    expect(['1', '8'].map(peopleError)).toEqual([undefined, undefined]);
  });

  it('warns while typing only about too many persons, not about a half-typed field', () => {
    expect([tooManyPeople('9'), tooManyPeople(''), tooManyPeople('0'), tooManyPeople('8')]).toEqual([
      'Maximálně 8 osob',
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('parsePeople', () => {
  it('accepts whole persons 1 to 8 only', () => {
    expect(parsePeople(' 8 ')).toBe(8);
    expect(parsePeople('1')).toBe(1);
    expect(['0', '9', '2.5', '', 'dva', '-1'].map(parsePeople)).toEqual([null, null, null, null, null, null]);
  });
});
