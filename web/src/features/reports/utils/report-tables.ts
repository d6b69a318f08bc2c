import {
  averagePrice,
  type DayFigures,
  type DriverRow,
  type FactsReport,
  type GroupFigures,
  type OrderReport,
  type PaymentFigures,
} from '@taxi/contracts';
import type { CsvCell } from '@/lib/export/csv';
import { formatDate, formatDateTime } from '@/lib/format';

/** How a column's numbers read: a count, whole Kč, km with one decimal, or text. */
export type ColumnKind = 'text' | 'count' | 'kc' | 'km';
export type ReportColumn = { header: string; kind: ColumnKind };

/**
 * One table of the screen, as it is shown, copied and exported (CSV and a workbook sheet): the same
 * headers and plain cells everywhere, formatted only for the eye.
 */
export type ReportTable = {
  id: string;
  title: string;
  columns: ReportColumn[];
  rows: CsvCell[][];
  footer?: CsvCell[];
};

export const WEEKDAY_SHORT = ['Po', 'Út', 'St', 'Čt', 'Pá', 'So', 'Ne'] as const;

const weekdayName = new Intl.DateTimeFormat('cs-CZ', { weekday: 'long', timeZone: 'UTC' });
/** Pondělí … Neděle (from Intl: 5 January 2026 was a Monday). */
export const WEEKDAY_NAMES = WEEKDAY_SHORT.map((_, index) => {
  const name = weekdayName.format(new Date(Date.UTC(2026, 0, 5 + index)));
  return name.charAt(0).toLocaleUpperCase('cs') + name.slice(1);
});

const column = (header: string, kind: ColumnKind = 'count'): ReportColumn => ({ header, kind });

export function driversTable(
  rows: readonly DriverRow[],
  report: OrderReport,
  withFacts: boolean,
): ReportTable {
  const columns = [
    column('Řidič', 'text'),
    column('Hotové jízdy'),
    column('Odmítnuté'),
    ...(withFacts ? [column('Zrušené (přeobsazeno)')] : []),
    column('Km', 'km'),
    column('Tržby (Kč)', 'kc'),
    column('Průměrná cena (Kč)', 'kc'),
  ];
  const cancelled = (value: number) => (withFacts ? [value] : []);
  return {
    id: 'ridici',
    title: 'Řidiči',
    columns,
    rows: rows.map((row) => [
      row.name,
      row.done,
      row.declined + row.declinedByEvent,
      ...cancelled(row.cancelled),
      row.km,
      row.revenue,
      averagePrice(row),
    ]),
    footer: [
      'Celkem',
      report.totals.done,
      rows.reduce((sum, row) => sum + row.declined + row.declinedByEvent, 0),
      ...cancelled(rows.reduce((sum, row) => sum + row.cancelled, 0)),
      report.totals.km,
      report.totals.revenue,
      averagePrice(report.totals),
    ],
  };
}

export type HeatMeasure = 'orders' | 'revenue';

export function heatTable(report: OrderReport, measure: HeatMeasure): ReportTable {
  const values = report.heat[measure];
  const kind: ColumnKind = measure === 'orders' ? 'count' : 'kc';
  return {
    id: measure === 'orders' ? 'objednavky-podle-hodin' : 'trzby-podle-hodin',
    title: measure === 'orders' ? 'Objednávky podle dne a hodiny' : 'Tržby podle dne a hodiny (Kč)',
    columns: [
      column('Den', 'text'),
      ...Array.from({ length: 24 }, (_, hour) => column(`${hour}:00`, kind)),
      column('Celkem', kind),
    ],
    rows: WEEKDAY_NAMES.map((label, index) => {
      const day = values.slice(index * 24, index * 24 + 24);
      return [label, ...day, day.reduce((sum, value) => sum + value, 0)];
    }),
  };
}

/** "Po 23. 11. 2026", with the hours of a day the clocks change: "Ne 25. 10. 2026 (25 h)". */
export function dayLabel(day: DayFigures, weekday: number): string {
  const date = formatDate(`${day.key}T12:00:00Z`);
  const hours = day.hours === 24 ? '' : ` (${day.hours} h)`;
  return `${WEEKDAY_SHORT[weekday - 1] ?? ''} ${date}${hours}`;
}

export function daysTable(report: OrderReport, weekdays: readonly number[]): ReportTable {
  return {
    id: 'po-dnech',
    title: 'Po dnech',
    columns: [
      column('Den', 'text'),
      column('Objednávky'),
      column('Hotové jízdy'),
      column('Tržby (Kč)', 'kc'),
    ],
    rows: report.days.map((day, index) => [
      dayLabel(day, weekdays[index] ?? 1),
      day.orders,
      day.done,
      day.revenue,
    ]),
    footer: ['Celkem', report.totals.orders, report.totals.done, report.totals.revenue],
  };
}

const groupColumns = [column('Objednávky'), column('Hotové jízdy'), column('Tržby (Kč)', 'kc')];
const groupCells = (group: GroupFigures): CsvCell[] => [group.orders, group.done, group.revenue];

export function paymentsTable(payments: readonly PaymentFigures[]): ReportTable {
  return {
    id: 'platby',
    title: 'Podle platby',
    columns: [column('Platba', 'text'), ...groupColumns],
    rows: payments.map((payment) => [payment.label, ...groupCells(payment)]),
  };
}

export function kindsTable(report: OrderReport): ReportTable {
  return {
    id: 'predobjednavky',
    title: 'Předobjednávky a okamžité',
    columns: [column('Druh', 'text'), ...groupColumns],
    rows: [
      ['Předobjednávky', ...groupCells(report.preorders)],
      ['Okamžité', ...groupCells(report.immediate)],
    ],
  };
}

/** "29. 11. 2026 8:00": when the gateway began keeping a kind of record. */
export function knownSinceText(since: string | number | null): string {
  return since === null ? 'zatím nevíme' : formatDateTime(new Date(since).toISOString());
}

export function sourcesTable(facts: FactsReport): ReportTable {
  const { sources } = facts;
  const before =
    sources.knownFromMs === null
      ? 'Zdroj neznámý'
      : `Zdroj neznámý (před ${knownSinceText(sources.knownFromMs)})`;
  return {
    id: 'zdroje',
    title: 'Podle zdroje',
    columns: [column('Zdroj', 'text'), column('Objednávky')],
    rows: [
      ['Telefonem (dispečink)', sources.phone],
      ['Z webu', sources.web],
      ['Kopie při přeobsazení', sources.copies],
      ['Jiné (aplikace, přímo na serveru)', sources.other],
      [before, sources.unknown],
    ],
  };
}

export function cancellationsTable(facts: FactsReport): ReportTable {
  return {
    id: 'zrusene',
    title: 'Smazané objednávky podle dispečera',
    columns: [column('Dispečer', 'text'), column('Smazané objednávky')],
    rows: facts.deleted.byAdmin.map(({ name, count }) => [name, count]),
    footer: ['Celkem', facts.deleted.total],
  };
}
