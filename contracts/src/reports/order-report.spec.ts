import { averagePrice, buildOrderReport, NO_DRIVER_KEY } from './order-report';
import { reportRange } from './report-period';
import { reportOrder } from './report-fixtures.spec-helpers';

function rangeOf(from: string, to: string) {
  const result = reportRange(from, to);
  if (!result.ok) {
    throw new Error(result.message);
  }
  return result.range;
}

const week = rangeOf('2026-11-23', '2026-11-29');
const cell = (weekday: number, hour: number) => (weekday - 1) * 24 + hour;

describe('order report', () => {
  it('gives each driver their done and declined rides, km, revenue and average price', () => {
    const report = buildOrderReport(
      [
        reportOrder({ price: 100, distance: 3 }),
        reportOrder({ price: 201, distance: 5.55 }),
        reportOrder({ status: 'declined', price: 90 }),
        reportOrder({ driver_name: 'Svoboda', driver: null, id_driver: 9, price: 400, distance: 12 }),
        reportOrder({ status: 'waiting', driver: null, driver_name: null, id_driver: null }),
      ],
      week,
    );
    expect(
      report.drivers.map(({ name, done, declined, km, revenue }) => ({ name, done, declined, km, revenue })),
    ).toEqual([
      { name: 'Svoboda', done: 1, declined: 0, km: 12, revenue: 400 },
      { name: 'Dvořák', done: 2, declined: 1, km: 8.6, revenue: 301 },
    ]);
    expect(averagePrice(report.drivers[1]!)).toBe(151);
    expect(report.totals).toEqual({
      orders: 5,
      done: 3,
      declined: 1,
      open: 1,
      revenue: 701,
      km: 20.6,
      priced: 3,
    });
  });

  it('puts an order into the Prague hour and weekday it was created in', () => {
    const report = buildOrderReport(
      [
        // Friday 27 Nov, 23:30 UTC is Saturday 0:30 in Prague.
        reportOrder({ createdAt: '2026-11-27T23:30:00.000Z', price: 250 }),
        reportOrder({ createdAt: '2026-11-27T21:10:00.000+01:00', status: 'waiting' }),
      ],
      week,
    );
    expect(report.heat.orders[cell(6, 0)]).toBe(1);
    expect(report.heat.revenue[cell(6, 0)]).toBe(250);
    expect(report.heat.orders[cell(5, 21)]).toBe(1);
    expect(report.heat.revenue[cell(5, 21)]).toBe(0);
    expect(report.days.map((day) => day.orders)).toEqual([0, 0, 0, 0, 1, 1, 0]);
    expect(report.days[5]).toEqual({ key: '2026-11-28', hours: 24, orders: 1, done: 1, revenue: 250 });
  });

  it('counts the repeated hour of the night summer time ends, and the day of 25 hours', () => {
    const autumn = rangeOf('2026-10-24', '2026-10-26');
    const report = buildOrderReport(
      [
        reportOrder({ createdAt: '2026-10-25T02:30:00.000+02:00' }),
        reportOrder({ createdAt: '2026-10-25T02:30:00.000+01:00' }),
        reportOrder({ createdAt: '2026-10-25T23:59:00.000+01:00' }),
        reportOrder({ createdAt: '2026-10-26T00:00:00.000+01:00' }),
      ],
      autumn,
    );
    // Sunday 25 Oct: the wall clock shows 2:30 twice.
    expect(report.heat.orders[cell(7, 2)]).toBe(2);
    expect(report.days.map(({ key, hours, orders }) => ({ key, hours, orders }))).toEqual([
      { key: '2026-10-24', hours: 24, orders: 0 },
      { key: '2026-10-25', hours: 25, orders: 3 },
      { key: '2026-10-26', hours: 24, orders: 1 },
    ]);
  });

  it('skips no hour the night summer time starts: 1:59 and 3:00 are one real minute apart', () => {
    const spring = rangeOf('2026-03-29', '2026-03-29');
    const report = buildOrderReport(
      [
        reportOrder({ createdAt: '2026-03-29T01:59:00.000+01:00' }),
        reportOrder({ createdAt: '2026-03-29T03:00:00.000+02:00' }),
        reportOrder({ createdAt: '2026-03-28T23:59:59.000+01:00' }),
      ],
      spring,
    );
    expect(report.heat.orders[cell(7, 1)]).toBe(1);
    expect(report.heat.orders[cell(7, 2)]).toBe(0);
    expect(report.heat.orders[cell(7, 3)]).toBe(1);
    expect(report.days).toEqual([{ key: '2026-03-29', hours: 23, orders: 2, done: 2, revenue: 316 }]);
  });

  it('counts malformed records apart: no date, a done ride without a driver or without a price', () => {
    const report = buildOrderReport(
      [
        reportOrder({ createdAt: '0000-00-00 00:00:00', price: 500 }),
        reportOrder({ createdAt: 'včera' }),
        reportOrder({ driver: null, driver_name: '  ', id_driver: null, price: 120 }),
        reportOrder({ price: Number.NaN }),
        reportOrder({ price: -40 }),
        reportOrder({ price: 200 }),
      ],
      week,
    );
    expect(report.apart).toEqual({ noDate: 2, noDriver: 1, noPrice: 2 });
    expect(report.totals.orders).toBe(4);
    expect(report.totals.done).toBe(4);
    expect(report.totals.revenue).toBe(320);
    const dvorak = report.drivers.find((driver) => driver.name === 'Dvořák')!;
    expect(dvorak).toMatchObject({ done: 3, revenue: 200, priced: 1 });
    expect(averagePrice(dvorak)).toBe(200);
    expect(report.drivers.at(-1)).toMatchObject({
      key: NO_DRIVER_KEY,
      name: 'Bez řidiče',
      done: 1,
      revenue: 120,
    });
  });

  it('answers an empty period with zeros, one row a day, and no average', () => {
    const report = buildOrderReport([reportOrder({ createdAt: '2026-11-30T08:00:00.000+01:00' })], week);
    expect(report.totals).toEqual({ orders: 0, done: 0, declined: 0, open: 0, revenue: 0, km: 0, priced: 0 });
    expect(report.drivers).toEqual([]);
    expect(report.days).toHaveLength(7);
    expect(report.heat.orders.every((count) => count === 0)).toBe(true);
    expect(averagePrice(report.totals)).toBeNull();
  });

  it('splits orders by payment method and pre-orders from immediate ones', () => {
    const report = buildOrderReport(
      [
        reportOrder({ payment_method: 'card', price: 300 }),
        reportOrder({ payment_method: 'card', status: 'waiting' }),
        reportOrder({
          payment_method: 'cash',
          price: 100,
          isPreorder: true,
          preorderDateTime: '2026-11-24T06:00:00.000+01:00',
        }),
      ],
      week,
    );
    expect(report.payments).toEqual([
      { label: 'Kartou', orders: 2, done: 1, revenue: 300 },
      { label: 'Hotově', orders: 1, done: 1, revenue: 100 },
    ]);
    expect(report.preorders).toEqual({ orders: 1, done: 1, revenue: 100 });
    expect(report.immediate).toEqual({ orders: 2, done: 1, revenue: 300 });
  });
});
