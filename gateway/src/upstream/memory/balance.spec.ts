import { balanceWindows, computeBalance, doneRevenue, monthEarnings } from './balance';
import type { StoredOrder } from './memory-store';

const iso = (date: Date): string => date.toISOString();

function order(createdAt: string, price: number, status = 'done'): StoredOrder {
  return {
    id: 1,
    orderId: 1001,
    customerId: null,
    orderUser: null,
    ride: {
      createdAt,
      pickup_location: '{}',
      destination: '{}',
      isPreorder: false,
      preorderDateTime: null,
      distance: 1,
      status,
      price,
      payment_method: 'cash',
      driver: null,
      driver_name: null,
      people: 1,
    },
    createdAtMs: Date.parse(createdAt),
  };
}

describe('balanceWindows', () => {
  it('on a Saturday counts the weekend from Saturday 00:00 Prague time until now', () => {
    const now = new Date('2025-06-14T10:00:00Z'); // Saturday 12:00 CEST
    const { balanceWeekend } = balanceWindows(now);
    expect(iso(balanceWeekend.start)).toBe('2025-06-13T22:00:00.000Z');
    expect(balanceWeekend.end.getTime()).toBe(now.getTime() + 1);
  });

  it('on the Sunday of the spring DST change starts the weekend at Saturday 00:00 winter time', () => {
    const { balanceWeekend } = balanceWindows(new Date('2025-03-30T13:00:00Z')); // Sunday 15:00 CEST
    expect(iso(balanceWeekend.start)).toBe('2025-03-28T23:00:00.000Z');
  });

  it('on the Monday after takes the whole last weekend, 47 hours long across the DST change', () => {
    const { balanceWeekend } = balanceWindows(new Date('2025-03-31T08:00:00Z')); // Monday 10:00 CEST
    expect(iso(balanceWeekend.start)).toBe('2025-03-28T23:00:00.000Z');
    expect(iso(balanceWeekend.end)).toBe('2025-03-30T22:00:00.000Z');
  });

  it('half an hour into Monday already takes the weekend that just ended', () => {
    const { balanceWeekend } = balanceWindows(new Date('2025-06-15T22:30:00Z')); // Monday 00:30 CEST
    expect(iso(balanceWeekend.start)).toBe('2025-06-13T22:00:00.000Z');
    expect(iso(balanceWeekend.end)).toBe('2025-06-15T22:00:00.000Z');
  });

  it('on a Friday takes the previous weekend', () => {
    const { balanceWeekend } = balanceWindows(new Date('2025-06-13T20:00:00Z')); // Friday 22:00 CEST
    expect(iso(balanceWeekend.start)).toBe('2025-06-06T22:00:00.000Z');
    expect(iso(balanceWeekend.end)).toBe('2025-06-08T22:00:00.000Z');
  });

  it('counts 24 hours exactly but 7 days by the calendar across a DST change', () => {
    const windows = balanceWindows(new Date('2025-03-31T08:00:00Z')); // Monday 10:00 CEST
    expect(iso(windows.balanceDay.start)).toBe('2025-03-30T08:00:00.000Z');
    expect(iso(windows.balanceWeek.start)).toBe('2025-03-24T09:00:00.000Z'); // Monday 10:00 CET
    const autumn = balanceWindows(new Date('2025-10-27T09:00:00Z')); // Monday 10:00 CET
    expect(iso(autumn.balanceWeek.start)).toBe('2025-10-20T08:00:00.000Z'); // Monday 10:00 CEST
  });

  it('takes 30, 90, 180 and 365 calendar days and YTD from 1 January Prague time', () => {
    const windows = balanceWindows(new Date('2025-06-14T10:00:30.500Z'));
    expect(iso(windows.balanceMonth.start)).toBe('2025-05-15T10:00:30.500Z');
    expect(iso(windows.balance3Months.start)).toBe('2025-03-16T11:00:30.500Z');
    expect(iso(windows.balance6Months.start)).toBe('2024-12-16T11:00:30.500Z');
    expect(iso(windows.balanceYear.start)).toBe('2024-06-14T10:00:30.500Z');
    expect(iso(windows.balanceYTD.start)).toBe('2024-12-31T23:00:00.000Z');
  });
});

describe('doneRevenue and computeBalance', () => {
  it('sums only done rides, including the window start and a ride created this very instant', () => {
    const now = new Date('2025-06-14T10:00:00Z');
    const orders = [
      order('2025-06-13T10:00:00.000Z', 100), // exactly 24 h ago
      order('2025-06-13T09:59:59.999Z', 1000), // just outside 24 h
      order('2025-06-14T10:00:00.000Z', 10), // now
      order('2025-06-14T09:00:00.000Z', 5000, 'declined'),
      order('2025-06-14T09:30:00.000Z', 7000, 'waiting'),
    ];
    expect(doneRevenue(orders, balanceWindows(now).balanceDay)).toBe(110);
    const balance = computeBalance(orders, now);
    expect(balance.balanceDay).toBe(110);
    expect(balance.balanceWeekend).toBe(10);
    expect(balance.balanceWeek).toBe(1110);
    expect(balance.balanceYTD).toBe(1110);
  });
});

describe('monthEarnings', () => {
  it('assigns rides to Prague calendar months, not UTC ones', () => {
    const orders = [
      order('2025-05-31T22:30:00.000Z', 300), // 1 June 00:30 CEST
      order('2025-05-31T21:30:00.000Z', 200), // 31 May 23:30 CEST
      order('2025-06-30T21:59:59.000Z', 50), // 30 June 23:59:59 CEST
      order('2025-06-15T12:00:00.000Z', 999, 'declined'),
    ];
    expect(monthEarnings(orders, { month: 6, year: 2025 })).toBe(350);
    expect(monthEarnings(orders, { month: 5, year: 2025 })).toBe(200);
    expect(monthEarnings(orders, { month: 7, year: 2025 })).toBe(0);
  });
});
