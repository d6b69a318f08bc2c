import { type Driver, driverLabel, LOCALE } from '@taxi/contracts';

export type DriverOption = {
  id: number;
  /** Shown in the select: last name first, as the list is sorted by it. */
  label: string;
  /** Sent as the order's `driver_name`. */
  lastName: string | null;
};

const collator = new Intl.Collator(LOCALE);

/** The drivers for the Řidič select, sorted by the user's last name (then first name). */
export function driverOptions(drivers: readonly Driver[]): DriverOption[] {
  return drivers
    .map((driver) => {
      const last = driver.user?.last_name?.trim() ?? '';
      const first = driver.user?.first_name?.trim() ?? '';
      return {
        id: driver.id,
        label: driverLabel(driver),
        lastName: last || null,
        sortKey: [last, first],
      };
    })
    .sort(
      (a, b) =>
        collator.compare(a.sortKey[0] ?? '', b.sortKey[0] ?? '') ||
        collator.compare(a.sortKey[1] ?? '', b.sortKey[1] ?? ''),
    )
    .map(({ id, label, lastName }) => ({ id, label, lastName }));
}
