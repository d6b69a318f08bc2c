import type { Driver } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import { driverOptions } from './driver-options';

const driver = (id: number, first: string | null, last: string | null): Driver => ({
  id,
  id_user: id + 100,
  user: { id: id + 100, first_name: first, last_name: last, phone: '', email: null },
});

describe('driverOptions', () => {
  it('sorts by last name in Czech order (Č after C, Ch after H)', () => {
    const options = driverOptions([
      driver(1, 'Petr', 'Šťastný'),
      driver(2, 'Jan', 'Chalupa'),
      driver(3, 'Eva', 'Černá'),
      driver(4, 'Karel', 'Cibulka'),
      driver(5, 'Ivo', 'Horák'),
    ]);
    expect(options.map((option) => option.lastName)).toEqual([
      'Cibulka',
      'Černá',
      'Horák',
      'Chalupa',
      'Šťastný',
    ]);
    expect(options[0]).toEqual({ id: 4, label: 'Cibulka Karel', lastName: 'Cibulka' });
  });

  it('labels a driver without names by id and sends no driver name for them', () => {
    expect(driverOptions([driver(7, null, null)])).toEqual([{ id: 7, label: 'Řidič č. 7', lastName: null }]);
  });
});
