import { isOpenAt } from './opening-hours';
import { pragueWallTime } from './prague-time';

const at = (date: string, hour: number, minute = 0) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return pragueWallTime(year, month, day, hour, minute);
};

describe('isOpenAt', () => {
  it('is open Monday to Thursday from 7:00 until 22:00', () => {
    expect(isOpenAt(at('2026-11-30', 6, 59))).toBe(false); // Monday
    expect(isOpenAt(at('2026-11-30', 7))).toBe(true);
    expect(isOpenAt(at('2026-12-03', 21, 59))).toBe(true); // Thursday
    expect(isOpenAt(at('2026-12-03', 22))).toBe(false);
  });

  it('runs from Friday 7:00 through the night to Saturday 5:00, and Saturday 20:00 to Sunday 5:00', () => {
    expect(isOpenAt(at('2026-12-04', 7))).toBe(true); // Friday
    expect(isOpenAt(at('2026-12-05', 2))).toBe(true); // Saturday night
    expect(isOpenAt(at('2026-12-05', 5))).toBe(false);
    expect(isOpenAt(at('2026-12-05', 12))).toBe(false);
    expect(isOpenAt(at('2026-12-05', 20))).toBe(true);
    expect(isOpenAt(at('2026-12-06', 4, 59))).toBe(true); // Sunday
    expect(isOpenAt(at('2026-12-06', 5))).toBe(false);
    expect(isOpenAt(at('2026-12-06', 12))).toBe(false);
  });

  it('reads Prague wall-clock time across the summer-time changes', () => {
    // Sunday 29 March 2026: clocks jump 2:00 → 3:00; Saturday night's hours still end at 5:00.
    expect(isOpenAt(at('2026-03-29', 4, 30))).toBe(true);
    expect(isOpenAt(at('2026-03-29', 5, 30))).toBe(false);
    // Sunday 25 October 2026: 3:00 → 2:00.
    expect(isOpenAt(at('2026-10-25', 4, 59))).toBe(true);
    expect(isOpenAt(at('2026-10-25', 5))).toBe(false);
  });
});
