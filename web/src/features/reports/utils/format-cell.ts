import { LOCALE } from '@taxi/contracts';
import type { CsvCell } from '@/lib/export/csv';
import { formatKc, formatKm } from '@/lib/format';
import type { ColumnKind } from './report-tables';

const count = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** A cell as the eye reads it: Czech numbers, Kč and km; "—" for nothing. */
export function formatCell(value: CsvCell, kind: ColumnKind): string {
  if (value === null) {
    return '—';
  }
  if (typeof value === 'string') {
    return value;
  }
  switch (kind) {
    case 'kc':
      return formatKc(value);
    case 'km':
      return formatKm(value);
    case 'count':
    case 'text':
      return count.format(value);
  }
}
