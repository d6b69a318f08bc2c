import { describe, expect, it } from 'vitest';
import { isOvernight, isValidTime, normalizeTime, toTimeInput, workHoursByDay } from './work-hours';

describe('work hours', () => {
  it('shows a missing time as 00:00 and drops seconds', () => {
    expect(toTimeInput(null)).toBe('00:00');
    expect(toTimeInput('7:05')).toBe('07:05');
    expect(toTimeInput('22:00:00')).toBe('22:00');
  });

  it('lists Monday to Sunday in order, with unset days at 00:00', () => {
    const days = workHoursByDay([
      { id: 7, day: 7, from: null, to: null },
      { id: 1, day: 1, from: '07:00', to: '22:00' },
    ]);
    expect(days.map((day) => day.label)).toEqual([
      'Pondělí',
      'Úterý',
      'Středa',
      'Čtvrtek',
      'Pátek',
      'Sobota',
      'Neděle',
    ]);
    expect(days[0]).toMatchObject({ from: '07:00', to: '22:00', isSet: true });
    expect(days[1]).toMatchObject({ from: '00:00', to: '00:00', isSet: false });
    expect(days[6]).toMatchObject({ from: '00:00', to: '00:00', isSet: false });
  });

  it('recognises overnight shifts and valid times', () => {
    expect(isOvernight('20:00', '05:00')).toBe(true);
    expect(isOvernight('07:00', '22:00')).toBe(false);
    expect(isValidTime('07:00')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
    expect(isValidTime('')).toBe(false);
  });

  it('reads typed times leniently as HH:MM', () => {
    expect(normalizeTime('7')).toBe('07:00');
    expect(normalizeTime('7:30')).toBe('07:30');
    expect(normalizeTime('7.30')).toBe('07:30');
    expect(normalizeTime('0730')).toBe('07:30');
    expect(normalizeTime(' 22:15 ')).toBe('22:15');
    expect(normalizeTime('24:00')).toBeNull();
    expect(normalizeTime('7:60')).toBeNull();
    expect(normalizeTime('ráno')).toBeNull();
    expect(normalizeTime('')).toBeNull();
  });
});
