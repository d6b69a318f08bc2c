/**
 * The admin's CSV rules, for every table it exports: what Czech Excel opens as it is — UTF-8 with a
 * BOM, `;` between cells, a decimal comma, CRLF line ends — and no cell it would run as a formula.
 */

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

/** A cell as the table holds it: text, a number, or nothing. */
export type CsvCell = string | number | null;

function cell(value: CsvCell): string {
  if (value === null) {
    return '';
  }
  return typeof value === 'number' ? csvNumber(value) : csvText(value);
}

/**
 * Lines of cells already written (`csvText`, `csvNumber` or as they are) as one CSV text with its
 * header line.
 */
export function csvOfLines(headers: readonly string[], lines: readonly (readonly string[])[]): string {
  return BOM + [headers.map(csvText), ...lines].map((line) => line.join(SEPARATOR)).join(NEWLINE) + NEWLINE;
}

/** A table of plain cells as CSV: text quoted and neutralised, numbers with a decimal comma. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvOfLines(
    headers,
    rows.map((row) => row.map(cell)),
  );
}
