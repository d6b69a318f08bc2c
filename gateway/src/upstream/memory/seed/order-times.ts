import { pragueAddDays, pragueParts, pragueStartOfDay } from '@taxi/contracts';
import type { Random } from '@taxi/contracts';

const HOUR_MS = 3_600_000;
/** About fourteen months of history. */
export const HISTORY_DAYS = 426;

// Relative demand per hour, following the opening hours (Mon–Thu 7–22, Fri 7 – Sat 5, Sat 20 – Sun 5).
const WORKDAY: Record<number, number> = {
  7: 3,
  8: 4,
  9: 2,
  10: 2,
  11: 2,
  12: 2,
  13: 2,
  14: 3,
  15: 4,
  16: 4,
  17: 3,
  18: 3,
  19: 2,
  20: 2,
  21: 2,
};
const HOURLY_DEMAND: Record<number, Record<number, number>> = {
  1: WORKDAY,
  2: WORKDAY,
  3: WORKDAY,
  4: WORKDAY,
  // Friday and Saturday nights are the busiest.
  5: { ...WORKDAY, 22: 6, 23: 7 },
  6: { 0: 7, 1: 6, 2: 4, 3: 3, 4: 2, 20: 4, 21: 5, 22: 7, 23: 8 },
  7: { 0: 6, 1: 5, 2: 3, 3: 2, 4: 1 },
};

type Slot = { start: number; end: number };

/** Draws order times over the last fourteen months, weighted by hour, weekday and recency. */
export class OrderTimeSampler {
  private readonly slots: Slot[] = [];
  private readonly cumulative: number[] = [];
  private total = 0;

  constructor(now: Date) {
    const nowMs = now.getTime();
    const today = pragueStartOfDay(now);
    for (let daysAgo = HISTORY_DAYS; daysAgo >= 0; daysAgo -= 1) {
      const midnight = pragueAddDays(today, -daysAgo);
      // The business grows: the latest months are about three times as busy as the first.
      const recency = 1 + 2 * (1 - daysAgo / HISTORY_DAYS);
      const demand = HOURLY_DEMAND[pragueParts(midnight).weekday] ?? WORKDAY;
      for (const [hour, weight] of Object.entries(demand)) {
        // Adding whole hours to midnight is off by one hour on the two DST days a year; harmless here.
        const start = midnight.getTime() + Number(hour) * HOUR_MS;
        const end = Math.min(start + HOUR_MS, nowMs);
        if (end > start) {
          this.total += (weight * recency * (end - start)) / HOUR_MS;
          this.slots.push({ start, end });
          this.cumulative.push(this.total);
        }
      }
    }
  }

  /** An instant (whole seconds) strictly before `now`. */
  sample(random: Random): number {
    const roll = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.cumulative[middle] ?? 0) > roll) {
        high = middle;
      } else {
        low = middle + 1;
      }
    }
    const slot = this.slots[low];
    if (!slot) {
      throw new RangeError('No time slot to sample from');
    }
    return Math.floor((slot.start + random.next() * (slot.end - slot.start)) / 1000) * 1000;
  }
}
