import {
  type CreateOrderRequest,
  MAX_PASSENGERS,
  NO_DRIVER_ID,
  parseTypedNumber,
  type Place,
  WHOLE_NUMBER_RULES,
} from '@taxi/contracts';
import type { DriverOption } from '@/lib/drivers/driver-options';

// What the screen needs at once; the rules themselves (zod and the contract's schemas) are in
// order-form-schema.ts, loaded with the first check.

export type OrderFormValues = {
  pickup: Place | null;
  destination: Place | null;
  name: string;
  phone: string;
  /** As typed; read as a whole number by the shared Czech parser (spec). */
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

export const PEOPLE_RANGE = `Zadejte počet osob od 1 do ${MAX_PASSENGERS}`;
export const TOO_MANY_PEOPLE = `Maximálně ${MAX_PASSENGERS} osob`;
export const QUOTE_NOT_READY = 'Počkejte, až se spočítá trasa a cena';

/** What the resolver needs besides the typed values: the drivers the select offers. */
export type OrderFormContext = { drivers: readonly DriverOption[] };

/**
 * Whole persons 1–8, or null for anything else (the quote is priced for a valid count only): the
 * shared parser and the contract's range, as the form's check reads them (a test holds them equal).
 */
export function parsePeople(text: string): number | null {
  const parsed = parseTypedNumber(text, WHOLE_NUMBER_RULES);
  return parsed.ok && Number.isInteger(parsed.value) && parsed.value >= 1 && parsed.value <= MAX_PASSENGERS
    ? parsed.value
    : null;
}

/** Said as soon as more persons are typed than one car takes ("9" → "Maximálně 8 osob"). */
export function tooManyPeople(text: string): string | undefined {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) > MAX_PASSENGERS ? TOO_MANY_PEOPLE : undefined;
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

export type OrderRequestResult =
  { ok: true; request: CreateOrderRequest } | { ok: false; errors: OrderFormErrors };
