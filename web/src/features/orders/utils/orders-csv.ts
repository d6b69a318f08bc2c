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

const BOM = '\uFEFF';
const SEPARATOR = ';';
const NEWLINE = '\r\n';

/** A text cell: quoted when needed; a leading formula character is neutralised (CSV injection). */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Czech Excel expects a decimal comma. */
export function csvNumber(value: number): string {
  return String(value).replace('.', ',');
}

function text(value: string): string {
  return value === NO_VALUE ? '' : csvText(value);
}

/** The rows as CSV for Czech Excel: UTF-8 with BOM, `;` between cells, CRLF line ends, Czech headers. */
export function ordersToCsv(rows: readonly OrderRow[]): string {
  const lines = [CSV_HEADERS.join(SEPARATOR)];
  for (const row of rows) {
    const preorder = row.preorderAt ? pragueCsvDateTime(Date.parse(row.preorderAt)) : '';
    lines.push(
      [
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
        preorder,
      ].join(SEPARATOR),
    );
  }
  return BOM + lines.join(NEWLINE) + NEWLINE;
}

/** `objednavky-2026-11.csv`, `objednavky-2026-11-23.csv` or `objednavky.csv`. */
export function csvFileName(filter: { day: string; month: string }): string {
  const suffix = filter.day || filter.month;
  return suffix ? `objednavky-${suffix}.csv` : 'objednavky.csv';
}
