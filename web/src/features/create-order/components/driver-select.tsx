import { NO_DRIVER_ID } from '@taxi/contracts';
import type { KeyboardEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/field';
import type { DriverOption } from '@/lib/drivers/driver-options';

export type DriverSelectProps = {
  /** `register('driverId')` of the order form: `-1` (Žádný) or a driver id. */
  registration: UseFormRegisterReturn;
  drivers: readonly DriverOption[];
  loading: boolean;
  failed: boolean;
  error?: string;
  onKeyDown?: KeyboardEventHandler<HTMLSelectElement>;
};

/** Řidič: Žádný (-1) first, then the drivers by last name. Without the list an order still goes out. */
export function DriverSelect({
  registration,
  drivers,
  loading,
  failed,
  error,
  onKeyDown,
}: DriverSelectProps) {
  const hint = loading
    ? 'Načítám řidiče…'
    : failed
      ? 'Řidiče se nepodařilo načíst, objednávku lze odeslat bez řidiče.'
      : undefined;
  return (
    <SelectField
      label="Řidič"
      required
      registration={registration}
      error={error}
      hint={hint}
      aria-busy={loading || undefined}
      onKeyDown={onKeyDown}
    >
      <option value={String(NO_DRIVER_ID)}>Žádný</option>
      {drivers.map((driver) => (
        <option key={driver.id} value={String(driver.id)}>
          {driver.label}
        </option>
      ))}
    </SelectField>
  );
}
