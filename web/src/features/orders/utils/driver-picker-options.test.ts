import type { Driver, NearestVehicle } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import { CURRENT_DRIVER, pickerOptions } from './driver-picker-options';

const driver = (id: number, last_name: string, phone = ''): Driver => ({
  id,
  id_user: id + 100,
  user: { id: id + 100, first_name: 'Petr', last_name, phone, email: null },
});
const car = (driverLabel: string, carID: string): NearestVehicle => ({
  carID,
  spz: '5U1 2345',
  driver: driverLabel,
  position: { latitude: 50.5, longitude: 14.1 },
  stale: false,
  durationSeconds: 300,
  distanceMetres: 2000,
});
const DRIVERS = [driver(7, 'Novák', '777 100 200'), driver(8, 'Veselý', '605 300 400')];
const base = {
  drivers: DRIVERS,
  vehicles: [car('Veselý – volný', 'a'), car('Neznámý', 'b')],
  currentDriverName: null,
  currentDriverId: null,
  offerNone: true,
  filter: '',
};

describe('the rows of the driver picker', () => {
  it('lists the near cars first (with why one cannot be chosen), then every driver by last name', () => {
    const options = pickerOptions(base);
    expect(options.map((option) => [option.section, option.label, option.driverId])).toEqual([
      ['nearest', 'Veselý Petr', 8],
      ['nearest', 'Neznámý', undefined],
      ['drivers', 'Novák Petr', 7],
      ['drivers', 'Veselý Petr', 8],
    ]);
    expect(options[1]!.disabledReason).toBe('Řidič není v seznamu řidičů');
  });

  it('marks the order’s own driver and offers "Bez řidiče" only where the extension can take one off', () => {
    const options = pickerOptions({ ...base, currentDriverName: 'Novák', currentDriverId: 7 });
    const own = options.find((option) => option.label === 'Novák Petr')!;
    expect(own.driverId).toBeUndefined();
    expect(own.disabledReason).toBe(CURRENT_DRIVER);
    expect(options.at(-1)).toMatchObject({ section: 'none', driverId: null, label: 'Bez řidiče' });
    const byCopy = pickerOptions({
      ...base,
      currentDriverName: 'Novák',
      currentDriverId: 7,
      offerNone: false,
    });
    expect(byCopy.some((option) => option.section === 'none')).toBe(false);
  });

  it('narrows by a part of the name in any case and accents, or by three or more digits of the phone', () => {
    expect(pickerOptions({ ...base, filter: 'vesel' }).map((option) => option.label)).toEqual([
      'Veselý Petr',
      'Veselý Petr',
    ]);
    expect(pickerOptions({ ...base, filter: '+420 777' }).map((option) => option.label)).toEqual([
      'Novák Petr',
    ]);
  });
});
