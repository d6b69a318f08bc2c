import { nationalDigits } from './phone';

export const FIRST_NAME_FALLBACK = 'Zákazník';

type NamedPerson = {
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
};

/**
 * Four digits of the phone at positions 5 to 9 (the last four of a Czech national number),
 * so two unnamed customers are still told apart.
 */
export function phoneTail(phone: string | null | undefined): string {
  return nationalDigits(phone ?? '').slice(5, 9);
}

/** An SOS alert whose caller the server could not name (shown anyway, with its number). */
export const UNKNOWN_SOS_CALLER = 'Neznámý volající';

/** Who raised an SOS alert: their display name, or `Neznámý volající č. <id>` when the server sent no user. */
export function sosCallerName(alert: { id: number; user: NamedPerson | null }): string {
  return alert.user ? displayName(alert.user) : `${UNKNOWN_SOS_CALLER} č. ${alert.id}`;
}

/** First name (fallback `Zákazník`) plus last name (fallback: phone digits 5–9). */
export function displayName(person: NamedPerson): string {
  const first = person.first_name?.trim() || FIRST_NAME_FALLBACK;
  const last = person.last_name?.trim() || phoneTail(person.phone);
  return last ? `${first} ${last}` : first;
}

/**
 * How a driver is named wherever a dispatcher picks or spots one (the Řidič select, the map's cars):
 * last name first, as the driver list is sorted, then the first name.
 */
export function driverLabel(driver: { id: number; user: NamedPerson | null }): string {
  const last = driver.user?.last_name?.trim() ?? '';
  const first = driver.user?.first_name?.trim() ?? '';
  return [last, first].filter(Boolean).join(' ') || `Řidič č. ${driver.id}`;
}
