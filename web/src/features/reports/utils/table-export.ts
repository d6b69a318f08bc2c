import { toCsv } from '@/lib/export/csv';
import { downloadBlob, downloadText } from '@/lib/export/download';
import { xlsxWorkbook } from '@/lib/export/xlsx';
import type { ReportTable } from './report-tables';

/** `prehledy-ridici-2026-11-01-2026-11-29`: what the table is and of which period. */
export function exportFileStem(table: Pick<ReportTable, 'id'>, period: { from: string; to: string }): string {
  const days = period.from === period.to ? period.from : `${period.from}-${period.to}`;
  return `prehledy-${table.id}-${days}`;
}

const cells = (table: ReportTable) => (table.footer ? [...table.rows, table.footer] : table.rows);

/** The table as CSV (the admin's CSV rules, as the orders export). */
export function tableCsv(table: ReportTable): string {
  return toCsv(
    table.columns.map((column) => column.header),
    cells(table),
  );
}

export function downloadTableCsv(table: ReportTable, stem: string): void {
  downloadText(tableCsv(table), `${stem}.csv`);
}

/** The tables as one workbook, a sheet each (the writer loads now, not with the screen). */
export async function downloadTablesXlsx(tables: readonly ReportTable[], fileName: string): Promise<void> {
  const blob = await xlsxWorkbook(
    tables.map((table) => ({
      name: table.title,
      headers: table.columns.map((column) => column.header),
      rows: cells(table),
    })),
  );
  downloadBlob(blob, fileName);
}
