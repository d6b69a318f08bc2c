import { Plus } from 'lucide-react';
import { IconButton } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { useNewMonthlyItem } from '@/features/monthly/hooks/use-new-monthly-item';

/** The entry row: Název, Částka (typed as in Czech) and the plus button, all sending one form. */
export function NewMonthlyItemRow({ entry }: { entry: ReturnType<typeof useNewMonthlyItem> }) {
  const { formId, register, errors, adding } = entry;
  return (
    <tr data-entry>
      <td>
        <TextField
          form={formId}
          label="Název nové položky"
          hideLabel
          placeholder="Název..."
          autoComplete="off"
          maxLength={100}
          registration={register('name')}
          error={errors.name}
        />
      </td>
      <td data-numeric>
        <TextField
          form={formId}
          label="Částka nové položky v Kč"
          hideLabel
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          registration={register('price')}
          error={errors.price}
        />
      </td>
      <td>
        <IconButton
          type="submit"
          form={formId}
          size="md"
          variant="primary"
          label="Přidat položku"
          icon={<Plus size={18} aria-hidden />}
          disabled={adding}
        />
      </td>
    </tr>
  );
}
