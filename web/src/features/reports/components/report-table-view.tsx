import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { VisuallyHidden } from '@/components/ui/feedback';
import { Table, TableScroll } from '@/components/ui/table';
import { errorMessage } from '@/components/ui/error-message';
import { formatCell } from '@/features/reports/utils/format-cell';
import type { ReportTable } from '@/features/reports/utils/report-tables';
import { downloadTableCsv, downloadTablesXlsx, exportFileStem } from '@/features/reports/utils/table-export';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

// The row's name stays in view while a wide table scrolls sideways (a phone, the 24 hours).
const StyledTable = styled(Table)`
  td[data-numeric],
  th[data-numeric] {
    white-space: nowrap;
  }
  tbody th,
  tfoot td:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
    white-space: nowrap;
  }
  tfoot td:first-child {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  thead th:first-child {
    left: 0;
    z-index: 2;
  }
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledCaption = styled.caption<{ $hidden: boolean }>`
  caption-side: top;
  text-align: left;
  padding: ${({ theme, $hidden }) => ($hidden ? 0 : `${theme.space.sm} ${theme.space.md}`)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.textStrong};
`;

export type ReportTableViewProps = {
  table: ReportTable;
  period: { from: string; to: string };
  /** Tall tables scroll inside this height (their header row stays). */
  maxHeight?: string;
  /** Say the caption to screen readers only (the card's heading shows it). */
  hiddenCaption?: boolean;
};

/** Buttons that save one table as CSV or as an Excel workbook. */
export function TableExport({ table, period }: Pick<ReportTableViewProps, 'table' | 'period'>) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stem = exportFileStem(table, period);
  return (
    <StyledActions>
      <Button
        variant="secondary"
        size="sm"
        icon={<Download size={14} aria-hidden />}
        aria-label={`${table.title}: stáhnout CSV`}
        onClick={() => downloadTableCsv(table, stem)}
      >
        CSV
      </Button>
      <Button
        variant="secondary"
        size="sm"
        icon={<FileSpreadsheet size={14} aria-hidden />}
        aria-label={`${table.title}: stáhnout sešit Excel`}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setFailure(null);
          downloadTablesXlsx([table], `${stem}.xlsx`)
            .catch((error: unknown) => setFailure(`Sešit se nepodařilo vytvořit: ${errorMessage(error)}`))
            .finally(() => setBusy(false));
        }}
      >
        Excel
      </Button>
      {failure && <StyledError role="alert">{failure}</StyledError>}
    </StyledActions>
  );
}

/** One table of the report: its numbers in Czech formats, a footer of totals, and its exports. */
export function ReportTableView({ table, period, maxHeight, hiddenCaption = false }: ReportTableViewProps) {
  return (
    <div>
      <TableScroll $maxHeight={maxHeight} tabIndex={0} aria-label={table.title}>
        <StyledTable>
          <StyledCaption $hidden={hiddenCaption}>
            {hiddenCaption ? <VisuallyHidden>{table.title}</VisuallyHidden> : table.title}
          </StyledCaption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column.header} scope="col" data-numeric={column.kind === 'text' ? undefined : ''}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={`${String(row[0])}-${index}`}>
                {row.map((value, cell) =>
                  cell === 0 ? (
                    <th key={cell} scope="row">
                      {formatCell(value, table.columns[cell]?.kind ?? 'text')}
                    </th>
                  ) : (
                    <td key={cell} data-numeric={table.columns[cell]?.kind === 'text' ? undefined : ''}>
                      {formatCell(value, table.columns[cell]?.kind ?? 'text')}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {table.footer && (
            <tfoot>
              <tr>
                {table.footer.map((value, cell) => (
                  <td key={cell} data-numeric={cell === 0 ? undefined : ''}>
                    {formatCell(value, table.columns[cell]?.kind ?? 'text')}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </StyledTable>
      </TableScroll>
      <TableExport table={table} period={period} />
    </div>
  );
}
