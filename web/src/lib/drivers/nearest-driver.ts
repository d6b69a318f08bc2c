import { foldText } from '@taxi/contracts';
import type { DriverOption } from './driver-options';

/** Whether a car's driver can be put into Řidič, and if not, the reason the dispatcher reads. */
export type NearestDriverMatch = { option: DriverOption } | { reason: string };

export const NOT_IN_DRIVER_LIST = 'Řidič není v seznamu řidičů';
export const DRIVERS_NOT_LOADED = 'Seznam řidičů se nenačetl';
export const DRIVERS_LOADING = 'Načítám řidiče…';
export const SEVERAL_DRIVERS = 'Více řidičů tohoto jména, vyberte v poli Řidič';

/** The name part of a tracking label: "Svoboda Petr (Litoměřice)", "Černý – obsazený" → its words. */
function nameWords(label: string): string[] {
  const name = label.split(/\s[–—-]\s|\(/u)[0] ?? '';
  return foldText(name)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

const sameWords = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word) => b.includes(word));

/**
 * The driver of the Řidič select a tracking service's label names. The whole name in either order
 * ("Novák Jan", "Jan Novák (Litoměřice)") matches; a last name alone matches when one driver has
 * it. Anything less certain is not offered: sending the wrong car is worse than choosing by hand.
 */
export function matchNearestDriver(label: string, drivers: readonly DriverOption[]): NearestDriverMatch {
  const words = nameWords(label);
  if (words.length === 0) {
    return { reason: NOT_IN_DRIVER_LIST };
  }
  const whole = drivers.filter((driver) => sameWords(nameWords(driver.label), words));
  const byLastName =
    words.length === 1
      ? drivers.filter((driver) => driver.lastName && foldText(driver.lastName) === words[0])
      : [];
  const candidates = whole.length > 0 ? whole : byLastName;
  const [only, ...others] = candidates;
  if (!only) {
    return { reason: NOT_IN_DRIVER_LIST };
  }
  return others.length === 0 ? { option: only } : { reason: SEVERAL_DRIVERS };
}
