import type { OrderFact } from './order-facts.schema';
import { reportOrder } from './report-fixtures.spec-helpers';
import { buildShiftHandover } from './shift-handover';

const NOW = Date.parse('2026-11-29T22:00:00.000+01:00');
const FROM = NOW - 8 * 3_600_000;

describe('shift handover', () => {
  it('lists the shift’s done, declined and cancelled orders by number and its revenue by payment', () => {
    const entries = [
      { ...reportOrder({ createdAt: '2026-11-29T15:00:00.000+01:00', price: 200 }), id_order: 1302 },
      {
        ...reportOrder({ createdAt: '2026-11-29T16:00:00.000+01:00', price: 150, payment_method: 'card' }),
        id_order: 1301,
      },
      { ...reportOrder({ createdAt: '2026-11-29T17:00:00.000+01:00', status: 'declined' }), id_order: 1303 },
      { ...reportOrder({ createdAt: '2026-11-29T13:59:00.000+01:00', price: 999 }), id_order: 1299 },
      reportOrder({ createdAt: 'bez data' }),
    ];
    const facts: OrderFact[] = [
      { kind: 'deleted', at: '2026-11-29T18:00:00.000+01:00', orderNumber: 1304, admin: 'jana' },
      { kind: 'deleted', at: '2026-11-29T18:10:00.000+01:00', orderNumber: null, admin: 'jana' },
      { kind: 'webOrder', at: '2026-11-29T19:00:00.000+01:00', orderNumber: 1305, language: 'cs' },
      { kind: 'deleted', at: '2026-11-29T10:00:00.000+01:00', orderNumber: 1200, admin: 'petr' },
    ];
    const handover = buildShiftHandover(entries, facts, FROM, NOW);
    expect(handover.done).toEqual([1301, 1302]);
    expect(handover.declined).toEqual([1303]);
    expect(handover.cancelled).toEqual([1304]);
    expect(handover.cancelledUnnumbered).toBe(1);
    expect(handover.revenue).toEqual([
      { label: 'Hotově', rides: 1, revenue: 200 },
      { label: 'Kartou', rides: 1, revenue: 150 },
    ]);
    expect(handover.webOrders).toBe(1);
    expect(handover.noDate).toBe(1);
  });

  it('hands over open immediate orders without a driver and open pre-orders of the next 12 hours', () => {
    const noDriver = { driver: null, driver_name: null, id_driver: null };
    const entries = [
      { ...reportOrder({ status: 'waiting', ...noDriver }), id_order: 2001 },
      { ...reportOrder({ status: 'accepted' }), id_order: 2002 },
      { ...reportOrder({ status: 'done', ...noDriver }), id_order: 2003 },
      {
        ...reportOrder({
          status: 'waiting',
          isPreorder: true,
          preorderDateTime: '2026-11-30T09:30:00.000+01:00',
          ...noDriver,
        }),
        id_order: 2005,
      },
      {
        ...reportOrder({
          status: 'accepted',
          isPreorder: true,
          preorderDateTime: '2026-11-30T06:15:00.000+01:00',
        }),
        id_order: 2004,
      },
      {
        ...reportOrder({
          status: 'waiting',
          isPreorder: true,
          preorderDateTime: '2026-11-30T10:00:00.000+01:00',
        }),
        id_order: 2006,
      },
    ];
    const handover = buildShiftHandover(entries, [], FROM, NOW);
    expect(handover.withoutDriver.map((order) => order.orderNumber)).toEqual([2001]);
    expect(handover.preorders).toEqual([
      {
        orderNumber: 2004,
        pickup: 'Mírové náměstí 1, Litoměřice',
        at: '2026-11-30T06:15:00.000+01:00',
        driver: 'Dvořák',
      },
      {
        orderNumber: 2005,
        pickup: 'Mírové náměstí 1, Litoměřice',
        at: '2026-11-30T09:30:00.000+01:00',
        driver: null,
      },
    ]);
  });
});
