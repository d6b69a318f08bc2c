import type { Place } from '@taxi/contracts';

/**
 * What "Nová objednávka pro zákazníka" hands the create-order screen in the router state: the
 * customer's name, phone and last pickup. Router state survives reloads and history, so it is
 * read back by the rules below (the contract's place rules; a test holds them equal to
 * `PlaceSchema`) and ignored when it does not fit. Read without zod: the screen opens without it.
 */
export type OrderPrefill = { name: string; phone: string; pickup: Place | null };

const PLACE_KEYS = new Set(['lat', 'lng', 'name']);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isNumberWithin = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** A place by the contract's rules (`PlaceSchema`, nullable), its name trimmed; undefined when it does not fit. */
export function readPlace(value: unknown): Place | null | undefined {
  if (value === null) {
    return null;
  }
  if (!isRecord(value) || Object.keys(value).some((key) => !PLACE_KEYS.has(key))) {
    return undefined;
  }
  const { lat, lng, name } = value;
  const trimmed = typeof name === 'string' ? name.trim() : '';
  return isNumberWithin(lat, 90) && isNumberWithin(lng, 180) && trimmed.length >= 1 && trimmed.length <= 300
    ? { lat, lng, name: trimmed }
    : undefined;
}

export function readOrderPrefill(state: unknown): OrderPrefill | null {
  if (!isRecord(state) || !isRecord(state.prefill)) {
    return null;
  }
  const { name, phone, pickup } = state.prefill;
  const place = readPlace(pickup);
  return typeof name === 'string' &&
    name.length <= 100 &&
    typeof phone === 'string' &&
    phone.length <= 20 &&
    place !== undefined
    ? { name, phone, pickup: place }
    : null;
}
