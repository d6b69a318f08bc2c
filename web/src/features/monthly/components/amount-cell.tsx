import { formatKcPrecise } from '@/lib/format';

/** An amount in Kč with haléře; a cost (negative) is marked for the table's colour. */
export function AmountCell({ value }: { value: number }) {
  return (
    <td data-numeric data-negative={value < 0 ? '' : undefined}>
      {formatKcPrecise(value)}
    </td>
  );
}
