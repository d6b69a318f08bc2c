import { describe, expect, it } from 'vitest';
import { orderEntry } from './order-fixtures.test-helpers';
import {
  EMPTY_FILTER,
  filterOrderRows,
  monthLabel,
  monthOptions,
  ordersCountLabel,
  summarizeOrders,
} from './order-filter';
import { toOrderRows } from './order-rows';

const rows = toOrderRows([
  orderEntry({ createdAt: '2026-11-23T09:00:00Z', price: 100, status: 'done' }, { id: 1 }),
  orderEntry({ createdAt: '2026-11-22T23:30:00Z', price: 250, status: 'declined' }, { id: 2 }),
  orderEntry(
    { createdAt: '2026-11-02T10:00:00Z', price: 40, status: 'done', driver_name: 'Pokorná' },
    { id: 3 },
  ),
  orderEntry({ createdAt: '2026-10-31T23:10:00Z', price: 1000, status: 'done' }, { id: 4 }),
  orderEntry({ createdAt: '2026-10-15T10:00:00Z', price: 7, status: 'waiting' }, { id: 5 }),
]);

const ids = (list: readonly { id: number }[]) => list.map((row) => row.id);

describe('order filters and totals', () => {
  it('returns every row without a filter', () => {
    expect(filterOrderRows(rows, EMPTY_FILTER)).toBe(rows);
  });

  it('filters by a Prague calendar day', () => {
    expect(ids(filterOrderRows(rows, { ...EMPTY_FILTER, day: '2026-11-23' }))).toEqual([1, 2]);
    expect(ids(filterOrderRows(rows, { ...EMPTY_FILTER, day: '2026-11-01' }))).toEqual([4]);
  });

  it('filters by a Prague calendar month, and combines filters', () => {
    expect(ids(filterOrderRows(rows, { ...EMPTY_FILTER, month: '2026-11' }))).toEqual([1, 2, 3, 4]);
    expect(ids(filterOrderRows(rows, { ...EMPTY_FILTER, month: '2026-10' }))).toEqual([5]);
    expect(ids(filterOrderRows(rows, { ...EMPTY_FILTER, month: '2026-11', status: 'done' }))).toEqual([
      1, 3, 4,
    ]);
    expect(ids(filterOrderRows(rows, { ...EMPTY_FILTER, month: '2026-10', day: '2026-11-23' }))).toEqual([]);
  });

  it('"Jen předobjednávky" keeps the pre-orders, on top of the other filters', () => {
    const withPreorders = toOrderRows([
      orderEntry({ createdAt: '2026-11-23T09:00:00Z', status: 'done' }, { id: 31 }),
      orderEntry(
        { createdAt: '2026-11-23T08:00:00Z', isPreorder: true, preorderDateTime: '2026-11-23T15:00:00Z' },
        { id: 32 },
      ),
      orderEntry(
        { createdAt: '2026-10-23T08:00:00Z', isPreorder: true, preorderDateTime: '2026-10-24T06:00:00Z' },
        { id: 33 },
      ),
    ]);
    expect(ids(filterOrderRows(withPreorders, { ...EMPTY_FILTER, preorders: true }))).toEqual([32, 33]);
    expect(
      ids(filterOrderRows(withPreorders, { ...EMPTY_FILTER, preorders: true, month: '2026-11' })),
    ).toEqual([32]);
  });

  it('searches customer, place, driver and order number ignoring case and accents', () => {
    expect(ids(filterOrderRows(rows, { ...EMPTY_FILTER, query: 'pokorna' }))).toEqual([3]);
    expect(ids(filterOrderRows(rows, { ...EMPTY_FILTER, query: 'NOVÁKOVÁ mírové' }))).toHaveLength(5);
  });

  it('reads a whole phone number in any grouping as one number, not as words found anywhere', () => {
    const entries = toOrderRows([
      orderEntry(
        {},
        { id: 21, id_order: 3001, user: null, order_user: { last_name: 'Malá', phone: '605111222' } },
      ),
      // 605, 111 and 222 all appear in this row, but in other columns and another number.
      orderEntry(
        { price: 605, driver_name: 'Novák 222' },
        { id: 22, id_order: 1111, user: null, order_user: { last_name: 'Velký', phone: '+420 731 605 111' } },
      ),
    ]);
    const find = (query: string) => ids(filterOrderRows(entries, { ...EMPTY_FILTER, query }));
    expect(find('605 111 222')).toEqual([21]);
    expect(find('+420 605 111 222')).toEqual([21]);
    expect(find('00420605111222')).toEqual([21]);
    // Shorter digit groups are still words: the order number and the driver.
    expect(find('1111 222')).toEqual([22]);
  });

  it('finds an order the way a phone call starts: typed name, account, phone, address or number', () => {
    const called = toOrderRows([
      orderEntry(
        {
          pickup_location: JSON.stringify({
            name: 'Dlouhá 12, 412 01 Litoměřice, Česko',
            lat: 50.5,
            lng: 14.1,
          }),
          destination: JSON.stringify({
            name: 'Zahradní 3, 411 17 Libochovice, Česko',
            lat: 50.4,
            lng: 14.0,
          }),
        },
        {
          id: 11,
          id_order: 2216,
          user: { first_name: 'Petr', last_name: 'Šťastný', phone: '+420777123456' },
          order_user: { last_name: 'Černý', phone: '+420 605 111 222' },
        },
      ),
      orderEntry(
        {},
        { id: 12, id_order: 2217, user: null, order_user: { last_name: 'Dvořák', phone: null } },
      ),
    ]);
    const find = (query: string) => ids(filterOrderRows(called, { ...EMPTY_FILTER, query }));
    expect(find('cerny')).toEqual([11]);
    expect(find('ČERNÝ')).toEqual([11]);
    expect(find('stastny')).toEqual([11]);
    expect(find('605 111 222')).toEqual([11]);
    expect(find('605111222')).toEqual([11]);
    expect(find('+420605111222')).toEqual([11]);
    // The account's own number finds it too.
    expect(find('777123456')).toEqual([11]);
    expect(find('dlouha 12')).toEqual([11]);
    expect(find('libochovice')).toEqual([11]);
    expect(find('2216')).toEqual([11]);
    expect(find('2217')).toEqual([12]);
    expect(find('dvorak')).toEqual([12]);
    expect(find('cerny dvorak')).toEqual([]);
  });

  it('sums the ride prices of the shown rows', () => {
    expect(summarizeOrders(filterOrderRows(rows, { ...EMPTY_FILTER, month: '2026-11' }))).toEqual({
      count: 4,
      total: 1390,
      doneCount: 3,
      doneTotal: 1140,
    });
    expect(summarizeOrders([])).toEqual({ count: 0, total: 0, doneCount: 0, doneTotal: 0 });
  });

  it('offers the months that have orders, newest first, in Czech', () => {
    expect(monthOptions(rows)).toEqual([
      { value: '2026-11', label: 'Listopad 2026' },
      { value: '2026-10', label: 'Říjen 2026' },
    ]);
    expect(monthLabel('2027-01')).toBe('Leden 2027');
  });

  it('counts orders in Czech', () => {
    expect(ordersCountLabel(1)).toBe('1 objednávka');
    expect(ordersCountLabel(3)).toBe('3 objednávky');
    expect(ordersCountLabel(0)).toBe('0 objednávek');
    expect(ordersCountLabel(10000).replace(/\s/g, ' ')).toBe('10 000 objednávek');
  });
});
