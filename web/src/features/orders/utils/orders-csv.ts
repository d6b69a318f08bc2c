import { csvNumber, csvOfLines, csvText } from '@/lib/export/csv';
import type { OrderRow } from './order-rows';
import { NO_VALUE } from './order-rows';
import { pragueCsvDateTime } from './prague-keys';

export const CSV_HEADERS = [
  'Číslo objednávky',
  'Datum',
  'Zákazník',
  'Telefon',
  'Odkud',
  'Kam',
  'Osob',
  'Km',
  'Cena (Kč)',
  'Platba',
  'Řidič',
  'Stav',
  'Předobjednávka',
] as const;

function text(value: string): string {
  return value === NO_VALUE ? '' : csvText(value);
}

/** The rows as CSV for Czech Excel: UTF-8 with BOM, `;` between cells, CRLF line ends, Czech headers. */
export function ordersToCsv(rows: readonly OrderRow[]): string {
  return csvOfLines(
    CSV_HEADERS,
    rows.map((row) => [
      String(row.orderId),
      pragueCsvDateTime(row.createdAtMs),
      text(row.customer),
      row.phone ? csvText(row.phone) : '',
      text(row.from),
      text(row.to),
      String(row.people),
      csvNumber(row.km),
      String(row.price),
      csvText(row.payment),
      text(row.driver),
      csvText(row.statusLabel),
      row.preorderAt ? pragueCsvDateTime(Date.parse(row.preorderAt)) : '',
    ]),
  );
}

/** `objednavky-2026-11.csv`, `objednavky-2026-11-23.csv` or `objednavky.csv`. */
export function csvFileName(filter: { day: string; month: string }): string {
  const suffix = filter.day || filter.month;
  return suffix ? `objednavky-${suffix}.csv` : 'objednavky.csv';
}
