import {
  pragueAddDays,
  pragueMonthRange,
  pragueParts,
  pragueStartOfDay,
  pragueWallTime,
  type Balance,
  type BalanceKey,
  type MonthRequest,
} from '@taxi/contracts';
import type { StoredOrder } from './memory-store';

/** Half-open: `start <= t < end`. */
export type TimeWindow = { start: Date; end: Date };

const DAY_MS = 86_400_000;
const SATURDAY = 6;

/** The current weekend from Saturday 00:00 if today is Saturday or Sunday, else the last full one. */
function weekendWindow(now: Date, untilNow: Date): TimeWindow {
  const today = pragueStartOfDay(now);
  const weekday = pragueParts(now).weekday;
  if (weekday >= SATURDAY) {
    return { start: pragueAddDays(today, SATURDAY - weekday), end: untilNow };
  }
  const monday = pragueAddDays(today, 1 - weekday);
  return { start: pragueAddDays(monday, -2), end: monday };
}

/**
 * The dashboard's balance windows in Europe/Prague time. `24 hodin` is exactly 24 hours;
 * the longer ones count calendar days, so they keep the wall-clock time across DST changes.
 */
export function balanceWindows(now: Date): Record<BalanceKey, TimeWindow> {
  // Half-open windows ending "now" must still include a ride created at this very instant.
  const untilNow = new Date(now.getTime() + 1);
  // pragueAddDays keeps hours and minutes only; Prague's offset is whole hours, so seconds carry over as is.
  const secondsPart = now.getTime() % 60_000;
  const daysBack = (days: number): TimeWindow => ({
    start: new Date(pragueAddDays(now, -days).getTime() + secondsPart),
    end: untilNow,
  });
  return {
    balanceDay: { start: new Date(now.getTime() - DAY_MS), end: untilNow },
    balanceWeekend: weekendWindow(now, untilNow),
    balanceWeek: daysBack(7),
    balanceMonth: daysBack(30),
    balance3Months: daysBack(90),
    balance6Months: daysBack(180),
    balanceYear: daysBack(365),
    balanceYTD: { start: pragueWallTime(pragueParts(now).year, 1, 1), end: untilNow },
  };
}

/** Sum of the prices of done rides created inside the window. */
export function doneRevenue(orders: Iterable<StoredOrder>, window: TimeWindow): number {
  const start = window.start.getTime();
  const end = window.end.getTime();
  let sum = 0;
  for (const order of orders) {
    if (order.ride.status === 'done' && order.createdAtMs >= start && order.createdAtMs < end) {
      sum += order.ride.price;
    }
  }
  return sum;
}

export function computeBalance(orders: readonly StoredOrder[], now: Date): Balance {
  const windows = balanceWindows(now);
  const sum = (key: BalanceKey): number => doneRevenue(orders, windows[key]);
  return {
    balanceDay: sum('balanceDay'),
    balanceWeekend: sum('balanceWeekend'),
    balanceWeek: sum('balanceWeek'),
    balanceMonth: sum('balanceMonth'),
    balance3Months: sum('balance3Months'),
    balance6Months: sum('balance6Months'),
    balanceYear: sum('balanceYear'),
    balanceYTD: sum('balanceYTD'),
  };
}

/** Revenue of done rides in one Prague calendar month. */
export function monthEarnings(orders: Iterable<StoredOrder>, { month, year }: MonthRequest): number {
  return doneRevenue(orders, pragueMonthRange(year, month));
}
