import { describe, expect, it } from 'vitest';
import { orderEntry } from './order-fixtures.test-helpers';
import { latestOrders, splitPlace, toOrderRow, toOrderRows } from './order-rows';

describe('order rows', () => {
  it('prepares the columns a dispatcher reads', () => {
    const row = toOrderRow(
      orderEntry(
        {
          createdAt: '2026-11-22T23:30:00.000Z',
          status: 'waiting',
          payment_method: 'card',
          driver_name: null,
          driver: null,
        },
        { id: 7, id_order: 2007 },
      ),
    );
    expect(row).toMatchObject({
      id: 7,
      orderId: 2007,
      dayKey: '2026-11-23',
      monthKey: '2026-11',
      customer: 'Jana Nováková',
      from: 'Mírové náměstí 1, 412 01 Litoměřice, Česko',
      to: 'Nádraží, 412 01 Litoměřice, Česko',
      payment: 'Kartou',
      driver: '—',
      statusLabel: 'čeká',
    });
  });

  it('falls back to the order user, then to a dash; the driver to the driver record', () => {
    const phoned = toOrderRow(
      orderEntry({ driver_name: null }, { user: null, order_user: { last_name: 'Dvořák' } }),
    );
    expect(phoned.customer).toBe('Dvořák');
    expect(phoned.driver).toBe('Blažek');
    expect(toOrderRow(orderEntry({}, { user: null, order_user: null })).customer).toBe('—');
    expect(toOrderRow(orderEntry({}, { user: { first_name: null, last_name: null } })).customer).toBe(
      'Zákazník',
    );
  });

  it('shows the name typed on the order first and keeps the registered account beside it', () => {
    const row = toOrderRow(
      orderEntry(
        { duration: 14 },
        {
          user: { first_name: 'Jana', last_name: 'Nováková', phone: '+420777111222' },
          order_user: { last_name: 'Paní Černá', phone: '+420 605 000 111' },
        },
      ),
    );
    expect(row).toMatchObject({
      customer: 'Paní Černá',
      orderName: 'Paní Černá',
      account: 'Jana Nováková',
      phone: '+420 605 000 111',
      minutes: 14,
      fromPlace: { name: 'Mírové náměstí 1, 412 01 Litoměřice, Česko', lat: 50.53, lng: 14.13 },
    });
    // No phone typed: the account's; no duration sent: unknown.
    const app = toOrderRow(
      orderEntry({}, { user: { first_name: 'Jan', last_name: 'Dvořák', phone: '+420777111222' } }),
    );
    expect(app).toMatchObject({
      customer: 'Jan Dvořák',
      orderName: '',
      phone: '+420777111222',
      minutes: null,
    });
  });

  it('reads a plain-text place and keeps the pre-order time', () => {
    const row = toOrderRow(
      orderEntry({
        pickup_location: 'Nádraží Litoměřice',
        isPreorder: true,
        preorderDateTime: '2026-11-24T08:30:00.000Z',
      }),
    );
    expect(row.from).toBe('Nádraží Litoměřice');
    expect(row.fromPlace).toBeNull();
    expect(row.preorderAt).toBe('2026-11-24T08:30:00.000Z');
  });

  it('sorts newest first and picks the latest few without sorting everything', () => {
    const entries = [
      orderEntry({ createdAt: '2026-11-01T10:00:00Z' }, { id: 101 }),
      orderEntry({ createdAt: '2026-11-03T10:00:00Z' }, { id: 102 }),
      orderEntry({ createdAt: '2026-11-02T10:00:00Z' }, { id: 103 }),
      orderEntry({ createdAt: '2026-11-03T10:00:00Z' }, { id: 104 }),
    ];
    expect(toOrderRows(entries).map((row) => row.id)).toEqual([104, 102, 103, 101]);
    expect(latestOrders(entries, 2).map((entry) => entry.id)).toEqual([104, 102]);
    expect(latestOrders(entries, 8)).toHaveLength(4);
  });

  it('splits an address into street and town', () => {
    expect(splitPlace('Na Kocandě 2031, 412 01 Litoměřice, Česko')).toEqual({
      street: 'Na Kocandě 2031',
      town: 'Litoměřice',
    });
    expect(splitPlace('Václavské náměstí 846/1, 110 00 Praha 1, Česko')).toEqual({
      street: 'Václavské náměstí 846/1',
      town: 'Praha 1',
    });
    expect(splitPlace('Nádraží Litoměřice')).toEqual({ street: 'Nádraží Litoměřice', town: '' });
  });
});
