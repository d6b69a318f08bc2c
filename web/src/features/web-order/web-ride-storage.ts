import type { WebOrderCreated } from '@taxi/contracts';
import { RIDE_CLASS } from '@/config/nav-items';

/**
 * The open web order this device remembers (`localStorage`): the header shows "Vaše jízda" while it
 * is there (web/index.html's head script marks <html> with `has-ride` before the first paint).
 */
export const WEB_RIDE_KEY = 'webRide';
/** This tab's filling of the order form (`sessionStorage`): a reload or a retry sends the same key. */
export const FILLING_KEY = 'webOrderFilling';

export type StoredRide = Pick<WebOrderCreated, 'statusToken' | 'orderNumber'>;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    // Storage switched off (private mode, a policy): the page works, it only forgets.
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) {
      storage().removeItem(key);
    } else {
      storage().setItem(key, value);
    }
  } catch {
    // As above.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function storedRide(): StoredRide | null {
  const text = read(local, WEB_RIDE_KEY);
  if (!text) {
    return null;
  }
  try {
    const value = JSON.parse(text) as Partial<StoredRide>;
    return typeof value.statusToken === 'string' && typeof value.orderNumber === 'number'
      ? { statusToken: value.statusToken, orderNumber: value.orderNumber }
      : null;
  } catch {
    return null;
  }
}

export function storeRide(ride: StoredRide): void {
  write(
    local,
    WEB_RIDE_KEY,
    JSON.stringify({ statusToken: ride.statusToken, orderNumber: ride.orderNumber }),
  );
  document.documentElement.classList.add(RIDE_CLASS);
}

/** Forgets the ride (only this one, when another was ordered since). */
export function forgetRide(statusToken: string): void {
  const stored = storedRide();
  if (!stored || stored.statusToken === statusToken) {
    write(local, WEB_RIDE_KEY, null);
    document.documentElement.classList.remove(RIDE_CLASS);
  }
}

/** A version 4 UUID from `getRandomValues`, which (unlike `randomUUID`) also runs outside HTTPS. */
export function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The idempotency key of this filling: made once, kept until the order is taken. */
export function fillingKey(): string {
  const kept = read(session, FILLING_KEY);
  if (kept) {
    return kept;
  }
  const key = randomUuid();
  write(session, FILLING_KEY, key);
  return key;
}

export function endFilling(): void {
  write(session, FILLING_KEY, null);
}
