import { describe, expect, it } from 'vitest';
import { clockTimeFormat, formatWallClock } from './format';

describe('times on the public pages', () => {
  it('writes a ride’s day and time as each language does, whatever the device’s zone', () => {
    expect(formatWallClock('2026-12-24T18:30', 'cs')).toBe('čt 24. 12. 18:30');
    expect(formatWallClock('2026-12-24T18:30', 'de')).toBe('Do., 24.12., 18:30');
    // Never 24/12: a day-first number is read month-first by an American visitor.
    expect(formatWallClock('2026-12-01T07:05', 'en')).toBe('Tue 1 Dec, 7:05 am');
  });

  it('writes a time of day in Prague, am/pm in English', () => {
    const evening = new Date('2026-12-01T17:30:00Z');
    expect(clockTimeFormat('cs').format(evening)).toBe('18:30');
    expect(clockTimeFormat('de').format(evening)).toBe('18:30');
    expect(clockTimeFormat('en').format(evening)).toBe('6:30 pm');
  });
});
