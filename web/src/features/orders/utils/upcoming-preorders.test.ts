import { describe, expect, it } from 'vitest';
import { orderEntry, preorderEntry } from './order-fixtures.test-helpers';
import {
  isDueSoon,
  needsReminder,
  nextReminderAt,
  openPreorders,
  upcomingPreorders,
} from './upcoming-preorders';

const at = (iso: string) => Date.parse(iso);
const numbers = (list: readonly { orderNumber: number }[]) => list.map((preorder) => preorder.orderNumber);

describe('open pre-orders', () => {
  it('reads open pre-orders soonest first, with the pickup and the driver or none', () => {
    const list = openPreorders([
      preorderEntry('2026-11-23T15:00:00Z', { orderNumber: 2, driver: 'Blažek' }),
      orderEntry({ status: 'waiting' }, { id_order: 9 }),
      preorderEntry('2026-11-23T13:30:00Z', { orderNumber: 1, pickup: 'Husova 142/6, Litoměřice' }),
      preorderEntry('2026-11-23T12:00:00Z', { orderNumber: 3, status: 'done' }),
      preorderEntry('2026-11-23T12:00:00Z', { orderNumber: 4, status: 'declined' }),
      preorderEntry('2026-11-23T12:00:00Z', { orderNumber: 5, status: 'pickup' }),
      preorderEntry('nesmysl', { orderNumber: 6 }),
    ]);
    expect(numbers(list)).toEqual([1, 2]);
    expect(list[0]).toMatchObject({ pickup: 'Husova 142/6, Litoměřice', driver: null });
    expect(list[1]).toMatchObject({ driver: 'Blažek' });
  });

  it('lists the next 24 hours from now, not what has passed or comes later', () => {
    const now = at('2026-11-23T10:00:00Z');
    const list = openPreorders([
      preorderEntry('2026-11-23T09:59:00Z', { orderNumber: 1 }),
      preorderEntry('2026-11-23T10:00:00Z', { orderNumber: 2 }),
      preorderEntry('2026-11-24T10:00:00Z', { orderNumber: 3 }),
      preorderEntry('2026-11-24T10:01:00Z', { orderNumber: 4 }),
    ]);
    expect(numbers(upcomingPreorders(list, now))).toEqual([2, 3]);
  });

  it('highlights the next 30 minutes and reminds of a driverless one 15 minutes ahead', () => {
    const now = at('2026-11-23T10:00:00Z');
    const [soon, later] = openPreorders([
      preorderEntry('2026-11-23T10:30:00Z', { orderNumber: 1 }),
      preorderEntry('2026-11-23T10:31:00Z', { orderNumber: 2 }),
    ]);
    expect(isDueSoon(soon!, now)).toBe(true);
    expect(isDueSoon(later!, now)).toBe(false);
    expect(needsReminder(soon!, now)).toBe(false);
    expect(needsReminder(soon!, at('2026-11-23T10:15:00Z'))).toBe(true);
    expect(needsReminder(soon!, at('2026-11-23T10:30:00Z'))).toBe(false);
    expect(nextReminderAt([soon!, later!], now)).toBe(at('2026-11-23T10:15:00Z'));
  });

  it('never reminds of a pre-order a driver has taken', () => {
    const [taken] = openPreorders([preorderEntry('2026-11-23T10:10:00Z', { driver: 'Musilová' })]);
    expect(needsReminder(taken!, at('2026-11-23T10:00:00Z'))).toBe(false);
    expect(nextReminderAt([taken!], at('2026-11-23T09:00:00Z'))).toBeNull();
  });
});

// 29 March 2026, Prague: at 2:00 CET the clocks jump to 3:00 CEST (01:00 UTC).
describe('across the spring change (1:30 → 3:30 is one hour)', () => {
  const now = at('2026-03-29T00:30:00Z'); // 1:30 CET

  it('3:30 is due within the hour: not yet highlighted, and 3:00 CEST is', () => {
    // Soonest first: 3:00 CEST (30 min, 90 on the clock), then 3:30 CEST (60 min).
    const [three, half] = openPreorders([
      preorderEntry('2026-03-29T01:30:00Z', { orderNumber: 1 }),
      preorderEntry('2026-03-29T01:00:00Z', { orderNumber: 2 }),
    ]);
    expect(isDueSoon(half!, now)).toBe(false);
    expect(isDueSoon(three!, now)).toBe(true);
  });

  it('reminds 15 real minutes ahead, not 15 on the wall clock', () => {
    const [early] = openPreorders([preorderEntry('2026-03-29T01:05:00Z')]); // 3:05 CEST
    expect(nextReminderAt([early!], now)).toBe(at('2026-03-29T00:50:00Z')); // 1:50 CET
    expect(needsReminder(early!, at('2026-03-29T00:49:00Z'))).toBe(false);
    expect(needsReminder(early!, at('2026-03-29T00:50:00Z'))).toBe(true);
  });

  it('looks 24 real hours ahead, which the clock shows as 25', () => {
    const evening = at('2026-03-28T11:00:00Z'); // 12:00 CET on the 28th
    const list = openPreorders([
      preorderEntry('2026-03-29T10:30:00Z', { orderNumber: 1 }), // 12:30 CEST: 23.5 h ahead
      preorderEntry('2026-03-29T11:30:00Z', { orderNumber: 2 }), // 13:30 CEST: 24.5 h ahead
    ]);
    expect(numbers(upcomingPreorders(list, evening))).toEqual([1]);
  });
});

// 25 October 2026, Prague: at 3:00 CEST the clocks go back to 2:00 CET (01:00 UTC); 2:30 happens twice.
describe('across the autumn change (2:30 twice)', () => {
  const now = at('2026-10-25T00:10:00Z'); // 2:10 CEST, the first time round
  const entries = [
    preorderEntry('2026-10-25T01:30:00Z', { orderNumber: 2 }), // 2:30 CET, the second time round
    preorderEntry('2026-10-25T00:30:00Z', { orderNumber: 1 }), // 2:30 CEST, an hour earlier
  ];
  const [first, second] = openPreorders(entries);

  it('lists both 2:30s in their real order', () => {
    expect(numbers(upcomingPreorders(openPreorders(entries), now))).toEqual([1, 2]);
  });

  it('highlights and reminds of the first 2:30 only; the second comes an hour later', () => {
    expect(isDueSoon(first!, now)).toBe(true);
    expect(isDueSoon(second!, now)).toBe(false);
    expect(needsReminder(first!, now)).toBe(false);
    expect(nextReminderAt([first!, second!], now)).toBe(at('2026-10-25T00:15:00Z'));
    expect(nextReminderAt([second!], now)).toBe(at('2026-10-25T01:15:00Z')); // 2:15 CET
  });

  it('looks 24 real hours ahead, which the clock shows as 23', () => {
    const day = at('2026-10-24T10:00:00Z'); // 12:00 CEST on the 24th
    const list = openPreorders([
      preorderEntry('2026-10-25T09:30:00Z', { orderNumber: 1 }), // 10:30 CET: 23.5 h ahead
      preorderEntry('2026-10-25T10:30:00Z', { orderNumber: 2 }), // 11:30 CET: 24.5 h ahead, 23.5 on the clock
    ]);
    expect(numbers(upcomingPreorders(list, day))).toEqual([1]);
  });
});
