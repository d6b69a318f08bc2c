import { type Driver, extensionFlags } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import {
  assignActionLabel,
  assignWay,
  expectedDriverId,
  isSeenDriver,
  pickupPlace,
  withDriver,
} from './driver-assignment';
import { orderEntry, preorderEntry } from './order-fixtures.test-helpers';

const driver = (id: number, last_name: string | null): Driver => ({
  id,
  id_user: id + 100,
  user: last_name === null ? null : { id: id + 100, first_name: 'Petr', last_name, phone: '', email: null },
});

describe('how an order gets a driver with the server at hand', () => {
  it('assigns in place with the extension, re-dispatches an immediate order or phones for a pre-order without it', () => {
    const immediate = orderEntry({ status: 'declined' });
    const preorder = preorderEntry('2026-11-23T12:30:00Z');
    expect(assignWay(immediate, extensionFlags(['orderAssign']))).toBe('assign');
    expect(assignWay(preorder, extensionFlags(['orderAssign']))).toBe('assign');
    expect(assignWay(immediate, extensionFlags([]))).toBe('redispatch');
    expect(assignWay(preorder, extensionFlags([]))).toBe('call');
    // Unknown until the gateway says which way works: no control meanwhile.
    expect(assignWay(immediate, undefined)).toBeNull();
  });

  it('offers nothing for a ride under way or over', () => {
    for (const status of ['pickup', 'done']) {
      expect(assignWay(orderEntry({ status }), extensionFlags(['orderAssign']))).toBe('none');
    }
  });

  it('words the button by what it will do', () => {
    const none = orderEntry({ status: 'waiting', driver: null, driver_name: null });
    const taken = orderEntry({ status: 'accepted', driver_name: 'Novák' });
    expect(assignActionLabel('assign', none)).toBe('Přidělit řidiče');
    expect(assignActionLabel('assign', taken)).toBe('Změnit řidiče');
    expect(assignActionLabel('redispatch', taken)).toBe('Přeobsadit');
    expect(assignActionLabel('call', none)).toBe('Zavolat řidiči');
    expect(assignActionLabel('none', taken)).toBeNull();
  });
});

describe('the driver the dispatcher saw', () => {
  const drivers = [driver(7, 'Novák'), driver(8, 'Veselý'), driver(9, 'Veselý')];

  it('is the list’s own id when the server says it, none without a driver, else the one driver of the name', () => {
    expect(expectedDriverId(orderEntry({ id_driver: 8, driver_name: 'Veselý' }), drivers)).toBe(8);
    expect(expectedDriverId(orderEntry({ driver: null, driver_name: null }), drivers)).toBeNull();
    expect(expectedDriverId(orderEntry({ driver_name: 'novák' }), drivers)).toBe(7);
  });

  it('cannot be told when several drivers share the name or none has it', () => {
    expect(expectedDriverId(orderEntry({ driver_name: 'Veselý' }), drivers)).toBeUndefined();
    expect(expectedDriverId(orderEntry({ driver_name: 'Nikdo' }), drivers)).toBeUndefined();
  });

  it('is recognised in a 409 that names the same driver with an id', () => {
    const entry = orderEntry({ driver_name: 'Veselý' });
    expect(isSeenDriver(entry, { id_driver: 9, driver_name: 'Veselý' })).toBe(true);
    expect(isSeenDriver(entry, { id_driver: 7, driver_name: 'Novák' })).toBe(false);
    expect(isSeenDriver(entry, { id_driver: null, driver_name: 'Veselý' })).toBe(false);
  });
});

describe('the screen before the server answers', () => {
  it('shows the new driver (accepted) or none (waiting) on that order only', () => {
    const entries = [
      orderEntry({ status: 'waiting', driver: null, driver_name: null }, { id: 1 }),
      orderEntry({}, { id: 2 }),
    ];
    const [changed, untouched] = withDriver(entries, 1, { id_driver: 8, driver_name: 'Veselý' });
    expect(changed!.ride).toMatchObject({
      status: 'accepted',
      id_driver: 8,
      driver_name: 'Veselý',
      driver: { user: { last_name: 'Veselý' } },
    });
    expect(untouched).toBe(entries[1]);
    const [off] = withDriver([changed!], 1, { id_driver: null, driver_name: null });
    expect(off!.ride).toMatchObject({ status: 'waiting', driver: null, driver_name: null });
  });

  it('knows the pickup’s coordinates when the list has them', () => {
    expect(pickupPlace(orderEntry())).toEqual({
      name: 'Mírové náměstí 1, 412 01 Litoměřice, Česko',
      lat: 50.53,
      lng: 14.13,
    });
    expect(pickupPlace(orderEntry({ pickup_location: 'Lovosice' }))).toBeNull();
  });
});
