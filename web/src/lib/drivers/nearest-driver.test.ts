import { describe, expect, it } from 'vitest';
import type { DriverOption } from './driver-options';
import { matchNearestDriver, NOT_IN_DRIVER_LIST, SEVERAL_DRIVERS } from './nearest-driver';

const DRIVERS: DriverOption[] = [
  { id: 1, label: 'Novák Jan', lastName: 'Novák' },
  { id: 2, label: 'Novák Petr', lastName: 'Novák' },
  { id: 3, label: 'Svoboda Karel', lastName: 'Svoboda' },
  { id: 4, label: 'Dvořák Tomáš', lastName: 'Dvořák' },
];

const chosen = (label: string) => {
  const match = matchNearestDriver(label, DRIVERS);
  return 'option' in match ? match.option.id : match.reason;
};

describe('matchNearestDriver', () => {
  it('matches the whole name in either order, ignoring case, accents and what follows it', () => {
    expect(chosen('Novák Jan')).toBe(1);
    expect(chosen('jan novak')).toBe(1);
    expect(chosen('Petr Novák (Litoměřice)')).toBe(2);
    expect(chosen('Dvořák Tomáš – obsazený')).toBe(4);
  });

  it('matches a last name alone only when one driver has it', () => {
    expect(chosen('Svoboda (Litoměřice)')).toBe(3);
    expect(chosen('Novák')).toBe(SEVERAL_DRIVERS);
  });

  it('refuses a name not in the list, a partial first name, or no name', () => {
    expect(chosen('Černý')).toBe(NOT_IN_DRIVER_LIST);
    expect(chosen('Novák Jana')).toBe(NOT_IN_DRIVER_LIST);
    expect(chosen('Vůz 12')).toBe(NOT_IN_DRIVER_LIST);
    expect(chosen('(Litoměřice)')).toBe(NOT_IN_DRIVER_LIST);
  });
});
