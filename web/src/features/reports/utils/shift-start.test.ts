import { describe, expect, it } from 'vitest';
import { instantOfPragueInput, pragueInputValue, shiftStart } from './shift-start';

const NOW = Date.parse('2026-11-29T21:00:00.000Z'); // 22:00 in Prague

describe('the shift’s start', () => {
  it('reads and writes Prague wall time whatever the browser’s zone', () => {
    expect(pragueInputValue(NOW - 8 * 3_600_000)).toBe('2026-11-29T14:00');
    expect(instantOfPragueInput('2026-11-29T14:00')).toBe(Date.parse('2026-11-29T13:00:00.000Z'));
    expect(instantOfPragueInput('2026-07-01T14:00')).toBe(Date.parse('2026-07-01T12:00:00.000Z'));
  });

  it('is in the past and at most 24 hours back', () => {
    expect(shiftStart('2026-11-29T14:00', NOW)).toEqual({ ok: true, fromMs: NOW - 8 * 3_600_000 });
    expect(shiftStart('2026-11-29T22:30', NOW)).toEqual({
      ok: false,
      message: 'Začátek směny musí být v minulosti.',
    });
    expect(shiftStart('2026-11-28T21:00', NOW)).toEqual({
      ok: false,
      message: 'Směna může začít nejvýše 24 hodin zpět.',
    });
    expect(shiftStart('', NOW).ok).toBe(false);
  });
});
