import type { MonthlyItem, MonthRequest } from '@taxi/contracts';
import { Minus } from 'lucide-react';
import { IconButton } from '@/components/ui/button';
import type { useRowActions } from '@/components/ui/use-row-actions';
import { useDeleteMonthlyItem } from '@/features/monthly/api/delete-monthly-item';
import { AmountCell } from './amount-cell';

type MonthlyItemRowProps = {
  item: MonthlyItem;
  period: MonthRequest;
  rowActions: ReturnType<typeof useRowActions>;
};

/** One extra item with its minus button; the deletion waits for the undo toast to pass. */
export function MonthlyItemRow({ item, period, rowActions: { runWithUndo, isBusy } }: MonthlyItemRowProps) {
  const deleteItem = useDeleteMonthlyItem();
  return (
    <tr aria-busy={isBusy(item) ? true : undefined}>
      <td>{item.name}</td>
      <AmountCell value={item.price} />
      <td>
        <IconButton
          size="sm"
          variant="secondary"
          label={`Smazat položku ${item.name}`}
          icon={<Minus size={16} aria-hidden />}
          disabled={isBusy(item)}
          onClick={() =>
            runWithUndo(item, () => deleteItem.mutateAsync({ item, period }), {
              pending: `Položka ${item.name} bude smazána.`,
              success: `Položka ${item.name} byla smazána`,
            })
          }
        />
      </td>
    </tr>
  );
}
