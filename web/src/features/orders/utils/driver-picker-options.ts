import { type Driver, foldText, type NearestVehicle, nationalDigits } from '@taxi/contracts';
import { type DriverOption, driverOptions } from '@/lib/drivers/driver-options';
import { matchNearestDriver, SEVERAL_DRIVERS } from '@/lib/drivers/nearest-driver';

/** One row of the picker: a car near the pickup, a driver of the list, or "no driver". */
export type PickerOption = {
  /** Unique in the list (a driver may show as a near car and in the list). */
  key: string;
  section: 'nearest' | 'drivers' | 'none';
  /** The driver it assigns (null: takes the driver off); undefined when it cannot be chosen. */
  driverId: number | null | undefined;
  /** The name the order and the driver read: the driver's last name. */
  driverName: string | null;
  label: string;
  phone: string | null;
  /** Nearest cars: the tracking service's words, plate, driving time to the pickup, old position. */
  vehicle?: NearestVehicle;
  /** Why the row cannot be chosen, for the dispatcher to read. */
  disabledReason?: string;
};

export const CURRENT_DRIVER = 'Objednávku už má';

/** The rows of the picker: the near cars first (as the tracking service names them), then every driver. */
export function pickerOptions(input: {
  drivers: readonly Driver[];
  vehicles: readonly NearestVehicle[];
  /** The order's driver as the list names it (null: none). */
  currentDriverName: string | null;
  currentDriverId: number | null | undefined;
  /** Offer "Bez řidiče" (the extension can take a driver off; a copy cannot). */
  offerNone: boolean;
  /** The dispatcher's filter: part of a name or of a phone number. */
  filter: string;
}): PickerOption[] {
  const options = driverOptions(input.drivers);
  const byId = new Map(input.drivers.map((driver) => [driver.id, driver]));
  // The order's own driver: by id where the list says it, else by last name.
  const isCurrent = (option: DriverOption) => {
    if (input.currentDriverId !== undefined && input.currentDriverId !== null) {
      return option.id === input.currentDriverId;
    }
    return (
      input.currentDriverId === undefined &&
      input.currentDriverName !== null &&
      foldText(option.lastName ?? '') === foldText(input.currentDriverName)
    );
  };
  const row = (
    option: DriverOption,
    section: 'nearest' | 'drivers',
    vehicle?: NearestVehicle,
  ): PickerOption => ({
    key: `${section}:${vehicle ? String(vehicle.carID) : option.id}`,
    section,
    driverId: isCurrent(option) ? undefined : option.id,
    driverName: option.lastName,
    label: option.label,
    phone: byId.get(option.id)?.user?.phone?.trim() || null,
    vehicle,
    disabledReason: isCurrent(option) ? CURRENT_DRIVER : undefined,
  });

  const nearest = input.vehicles.map((vehicle): PickerOption => {
    const match = matchNearestDriver(vehicle.driver, options);
    if ('option' in match) {
      return row(match.option, 'nearest', vehicle);
    }
    return {
      key: `nearest:${String(vehicle.carID)}`,
      section: 'nearest',
      driverId: undefined,
      driverName: null,
      label: vehicle.driver,
      phone: null,
      vehicle,
      disabledReason:
        match.reason === SEVERAL_DRIVERS ? 'Více řidičů tohoto jména, vyberte níže' : match.reason,
    };
  });
  const none: PickerOption[] =
    input.offerNone && input.currentDriverName !== null
      ? [{ key: 'none', section: 'none', driverId: null, driverName: null, label: 'Bez řidiče', phone: null }]
      : [];
  const all = options.map((option) => row(option, 'drivers'));
  const filter = foldText(input.filter.trim());
  // "+420 777…" as typed before the whole number is there: the country code is not the number.
  const digits = input.filter
    .trim()
    .replace(/^(\+|00)\s*420/, '')
    .replace(/\D/g, '');
  if (!filter) {
    return [...nearest, ...all, ...none];
  }
  const matches = (option: PickerOption) =>
    foldText(option.label).includes(filter) ||
    (digits.length >= 3 && option.phone !== null && nationalDigits(option.phone).includes(digits));
  return [...nearest.filter(matches), ...all.filter(matches)];
}
