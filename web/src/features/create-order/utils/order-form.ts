import {
  type CreateOrderRequest,
  CreateOrderRequestSchema,
  MAX_PASSENGERS,
  NO_DRIVER_ID,
  parseTypedNumber,
  type Place,
  WHOLE_NUMBER_RULES,
} from '@taxi/contracts';
import type { DriverOption } from './driver-options';
import type { OrderQuote } from './order-quote';

export type OrderFormValues = {
  pickup: Place | null;
  destination: Place | null;
  name: string;
  phone: string;
  /** As typed; parsed as an integer on submit (spec). */
  people: string;
  /** The select's value: `-1` (Žádný) or a driver id. */
  driverId: string;
};

/** Field messages, plus `quote` for a route or price that is not ready. */
export type OrderFormErrors = Partial<Record<keyof OrderFormValues | 'quote', string>>;

export const INITIAL_ORDER_FORM: OrderFormValues = {
  pickup: null,
  destination: null,
  name: '',
  phone: '',
  people: '1',
  driverId: String(NO_DRIVER_ID),
};

const NAME_MAX = 100;
const PHONE_MAX = 20;
// The schema's phone rule: digits and spaces, optionally after a leading +.
const PHONE_PATTERN = /^\+?[0-9][0-9 ]*$/;

/** Whole persons 1–8, or null for anything else. */
export function parsePeople(text: string): number | null {
  const parsed = parseTypedNumber(text, WHOLE_NUMBER_RULES);
  if (!parsed.ok) {
    return null;
  }
  const people = parsed.value;
  return people >= 1 && people <= MAX_PASSENGERS ? people : null;
}

/** Said as soon as more persons are typed than one car takes ("9" → "Maximálně 8 osob"). */
export function tooManyPeople(text: string): string | undefined {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) > MAX_PASSENGERS
    ? `Maximálně ${MAX_PASSENGERS} osob`
    : undefined;
}

/** What is wrong with the typed number of persons: too many for one car, or not 1–8 at all. */
export function peopleError(text: string): string | undefined {
  if (parsePeople(text) !== null) {
    return undefined;
  }
  return tooManyPeople(text) ?? `Zadejte počet osob od 1 do ${MAX_PASSENGERS}`;
}

export type OrderFormResult =
  { ok: true; request: CreateOrderRequest } | { ok: false; errors: OrderFormErrors };

type QuoteParts = Pick<OrderQuote, 'km' | 'minutes' | 'price'>;

function fieldErrors(
  values: OrderFormValues,
  quote: QuoteParts | null,
  driverKnown: boolean,
): OrderFormErrors {
  const errors: OrderFormErrors = {};
  if (!values.pickup) {
    errors.pickup = 'Vyberte místo vyzvednutí ze seznamu';
  }
  if (!values.destination) {
    errors.destination = 'Vyberte cíl cesty ze seznamu';
  }
  if (values.pickup && values.destination && !quote) {
    errors.quote = 'Počkejte, až se spočítá trasa a cena';
  }
  if (values.name.trim().length > NAME_MAX) {
    errors.name = `Jméno může mít nejvýše ${NAME_MAX} znaků`;
  }
  const phone = values.phone.trim();
  if (phone && (phone.length > PHONE_MAX || !PHONE_PATTERN.test(phone))) {
    errors.phone = 'Zadejte telefon číslicemi, např. +420 777 123 456';
  }
  const people = peopleError(values.people);
  if (people) {
    errors.people = people;
  }
  if (!driverKnown) {
    errors.driverId = 'Vyberte řidiče ze seznamu';
  }
  return errors;
}

// Payload fields → the form's fields (anything else is about the route and price).
const FORM_FIELD: Record<string, keyof OrderFormErrors> = {
  pickup_location: 'pickup',
  destination: 'destination',
  name: 'name',
  phone: 'phone',
  people: 'people',
  id_driver: 'driverId',
};

/** The form field a payload field (of a schema issue or the gateway's 400) belongs to. */
export function formFieldOf(payloadField: string): keyof OrderFormErrors {
  return FORM_FIELD[payloadField] ?? 'quote';
}

/**
 * Checks the form with Czech messages and builds the spec's payload: places, km, minutes, the
 * price after any VIP discount, and the driver (-1 and null for Žádný). The token is not sent:
 * the gateway takes it from the session cookie.
 */
export function validateOrderForm(
  values: OrderFormValues,
  quote: QuoteParts | null,
  drivers: readonly DriverOption[],
): OrderFormResult {
  const driverId = Number(values.driverId);
  const driver = drivers.find((option) => option.id === driverId);
  const errors = fieldErrors(values, quote, driverId === NO_DRIVER_ID || driver !== undefined);
  const people = parsePeople(values.people);
  if (Object.keys(errors).length > 0 || !values.pickup || !values.destination || !quote || people === null) {
    return { ok: false, errors };
  }
  const parsed = CreateOrderRequestSchema.safeParse({
    pickup_location: { lat: values.pickup.lat, lng: values.pickup.lng, name: values.pickup.name },
    destination: { lat: values.destination.lat, lng: values.destination.lng, name: values.destination.name },
    distance: quote.km,
    name: values.name.trim(),
    phone: values.phone.trim(),
    price: quote.price,
    people,
    duration: quote.minutes,
    id_driver: driver ? driver.id : NO_DRIVER_ID,
    driver_name: driver ? driver.lastName : null,
  } satisfies CreateOrderRequest);
  if (!parsed.success) {
    // The gateway checks the same schema; what slipped past the checks above is reported by field.
    const failed: OrderFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(String(issue.path[0]));
      failed[field] ??= 'Neplatná hodnota';
    }
    return { ok: false, errors: failed };
  }
  return { ok: true, request: parsed.data };
}
