import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { INITIAL_ORDER_FORM, type OrderFormValues, parsePeople, tooManyPeople } from './order-form';
import {
  buildOrderRequest,
  type OrderFormFields,
  orderFormResolver,
  PeopleSchema,
} from './order-form-schema';

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
const options: ResolverOptions<OrderFormValues> = { fields: {}, shouldUseNativeValidation: false };

async function check(values: OrderFormValues) {
  const result = await orderFormResolver(values, { drivers }, options);
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
  return { values: result.values as OrderFormFields, errors };
}

/** The form's check and then the request, as a submit does them. */
async function submit(values: OrderFormValues, quoteParts: typeof quote | null = quote) {
  const checked = await check(values);
  if (Object.keys(checked.errors).length > 0) {
    return { ok: false, errors: checked.errors };
  }
  return buildOrderRequest(checked.values, quoteParts);
}

describe('order form', () => {
  it('builds the spec payload with the discounted price and no driver (-1, null)', async () => {
    const result = await submit(filled);
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
    expect('request' in result && 'token' in result.request).toBe(false);
  });

  it("sends the chosen driver's id and last name", async () => {
    const result = await submit({ ...filled, driverId: '3' });
    expect('request' in result && [result.request.id_driver, result.request.driver_name]).toEqual([
      3,
      'Dvořák',
    ]);
    const nameless = await submit({ ...filled, driverId: '5' });
    expect('request' in nameless && [nameless.request.id_driver, nameless.request.driver_name]).toEqual([
      5,
      null,
    ]);
  });

  it('allows an empty name and phone (the spec has no checks for them)', async () => {
    expect((await submit({ ...filled, name: '', phone: '' })).ok).toBe(true);
    const blank = await submit({ ...filled, phone: '   ' });
    expect('request' in blank && blank.request.phone).toBe('');
  });

  it('sends only what the contract holds of a place', async () => {
    const result = await submit({
      ...filled,
      pickup: { ...pickup, id: 'memory:x' } as OrderFormValues['pickup'],
    });
    expect('request' in result && result.request.pickup_location).toEqual(pickup);
  });

  it('asks for both places from the list before anything is sent', async () => {
    expect(await submit(INITIAL_ORDER_FORM, null)).toEqual({
      ok: false,
      errors: { pickup: 'Vyberte místo vyzvednutí ze seznamu', destination: 'Vyberte cíl cesty ze seznamu' },
    });
  });

  it('waits for the route and price once both places are chosen', async () => {
    expect(await submit(filled, null)).toEqual({
      ok: false,
      errors: { quote: 'Počkejte, až se spočítá trasa a cena' },
    });
  });

  it('reports a quote the contract refuses at the route and price', async () => {
    expect(await submit(filled, { ...quote, km: 99_999 })).toEqual({
      ok: false,
      errors: { quote: 'Neplatná hodnota' },
    });
  });

  it('explains a bad phone, name, person count or unknown driver in Czech', async () => {
    const result = await submit({
      ...filled,
      phone: '777-123',
      name: 'x'.repeat(101),
      people: '9',
      driverId: '42',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        phone: 'Zadejte telefon číslicemi, např. +420 777 123 456',
        name: 'Nejvýše 100 znaků',
        people: 'Maximálně 8 osob',
        driverId: 'Vyberte řidiče ze seznamu',
      },
    });
  });

  it('refuses a name with a control or bidi character in the contract’s words, and such a phone in its own', async () => {
    const result = await submit({ ...filled, name: 'Novák\u202e', phone: '777 123 456\t' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Nesmí obsahovat řídicí znaky ani zalomení řádku',
        phone: 'Zadejte telefon číslicemi, např. +420 777 123 456',
      },
    });
  });
});

describe('people messages', () => {
  const peopleError = async (people: string) => (await check({ ...filled, people })).errors.people;

  it('says "Maximálně 8 osob" for more than a car takes, and the range for anything else', async () => {
    expect(await Promise.all(['9', ' 12 ', '100'].map(peopleError))).toEqual(
      Array(3).fill('Maximálně 8 osob'),
    );
    expect(await Promise.all(['0', '', 'dva', '2.5', '-1'].map(peopleError))).toEqual(
      Array(5).fill('Zadejte počet osob od 1 do 8'),
    );
    expect(await Promise.all(['1', '8'].map(peopleError))).toEqual([undefined, undefined]);
  });

  it('reads the count as typed, with spaces or a plus sign', async () => {
    expect((await check({ ...filled, people: ' +4 ' })).values.people).toBe(4);
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

  it("reads a count as the form's check does (the quote needs it before the rules load)", () => {
    const typed = ['1', ' 8 ', '+4', '0', '9', '2.5', '2,0', '', ' ', 'dva', '-1', '1 0', '08', '4e0', '３'];
    for (const text of typed) {
      const checked = PeopleSchema.safeParse(text);
      expect([text, parsePeople(text)]).toEqual([text, checked.success ? checked.data : null]);
    }
  });
});
