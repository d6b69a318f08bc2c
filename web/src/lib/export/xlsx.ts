import type { CsvCell } from './csv';

/** One sheet of a workbook: a table's headers and plain cells (numbers stay numbers). */
export type SheetTable = {
  /** The sheet's tab: at most 31 characters, none of `[]:*?/\`. */
  name: string;
  headers: readonly string[];
  rows: readonly (readonly CsvCell[])[];
};

const SHEET_NAME_MAX = 31;

/** A name Excel accepts for a tab, unique within the workbook. */
export function sheetNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const base =
      name
        .replace(/[[\]:*?/\\]/g, ' ')
        .trim()
        .slice(0, SHEET_NAME_MAX) || 'List';
    let unique = base;
    for (let count = 2; used.has(unique.toLowerCase()); count += 1) {
      const suffix = ` (${count})`;
      unique = `${base.slice(0, SHEET_NAME_MAX - suffix.length)}${suffix}`;
    }
    used.add(unique.toLowerCase());
    return unique;
  });
}

/** Text Excel would run as a formula starts with an apostrophe, as in the CSV export. */
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The tables as one `.xlsx` workbook, a sheet each, bold header rows. The writer (write-excel-file) is
 * loaded only now, when someone asks for a workbook: it is no part of any screen's first download.
 */
export async function xlsxWorkbook(tables: readonly SheetTable[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const names = sheetNames(tables.map((table) => table.name));
  const sheets = tables.map((table, index) => ({
    sheet: names[index],
    stickyRowsCount: 1,
    data: [
      table.headers.map((header) => ({ value: header, fontWeight: 'bold' as const })),
      ...table.rows.map((row) =>
        row.map((value) =>
          value === null ? null : typeof value === 'number' ? { value } : { value: safeText(value) },
        ),
      ),
    ],
    columns: table.headers.map((header) => ({ width: Math.max(10, Math.min(40, header.length + 4)) })),
  }));
  return writeXlsxFile(sheets).toBlob();
}
