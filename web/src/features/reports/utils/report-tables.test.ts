import { buildOrderReport, driverRows, reportRange } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import { formatCell } from './format-cell';
import { dayLabel, daysTable, driversTable, heatTable } from './report-tables';
import { reportEntry } from './report-fixtures.test-helpers';

const range = (from: string, to: string) => {
  const result = reportRange(from, to);
  if (!result.ok) {
    throw new Error(result.message);
  }
  return result.range;
};

describe('report tables', () => {
  const week = range('2026-11-23', '2026-11-29');
  const report = buildOrderReport(
    [
      reportEntry({ price: 200, distance: 5 }),
      reportEntry({ price: 100, distance: 2.5, payment_method: 'card' }),
    ],
    week,
  );

  it('give each driver a row and the period a total, with the average ride price', () => {
    const table = driversTable(driverRows(report, null), report, false);
    expect(table.columns.map((column) => column.header)).toEqual([
      'Řidič',
      'Hotové jízdy',
      'Odmítnuté',
      'Km',
      'Tržby (Kč)',
      'Průměrná cena (Kč)',
    ]);
    expect(table.rows).toEqual([['Dvořák', 2, 0, 7.5, 300, 150]]);
    expect(table.footer).toEqual(['Celkem', 2, 0, 7.5, 300, 150]);
  });

  it('lay the week out by weekday and hour, with a total per day', () => {
    const table = heatTable(report, 'orders');
    expect(table.columns).toHaveLength(26);
    expect(table.rows[0]![0]).toBe('Pondělí');
    expect(table.rows[0]![1 + 9]).toBe(2);
    expect(table.rows[0]!.at(-1)).toBe(2);
    expect(table.rows[6]![0]).toBe('Neděle');
  });

  it('name a day with its weekday, and with its hours on the days the clocks change', () => {
    const autumn = range('2026-10-25', '2026-10-26');
    const days = daysTable(
      buildOrderReport([], autumn),
      autumn.days.map((day) => day.weekday),
    );
    expect(days.rows.map((row) => row[0])).toEqual(['Ne 25. 10. 2026 (25 h)', 'Po 26. 10. 2026']);
    expect(dayLabel({ key: '2026-03-29', hours: 23, orders: 0, done: 0, revenue: 0 }, 7)).toBe(
      'Ne 29. 3. 2026 (23 h)',
    );
  });

  it('format cells in Czech: counts, Kč, km, and a dash for nothing', () => {
    // Czech groups thousands with a no-break space.
    expect(formatCell(1234, 'count')).toBe('1\u00a0234');
    expect(formatCell(1234, 'kc')).toBe('1\u00a0234\u00a0Kč');
    expect(formatCell(7.5, 'km')).toBe('7,5 km');
    expect(formatCell(null, 'kc')).toBe('—');
  });
});
