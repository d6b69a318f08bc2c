import { type MonthRequest } from '@taxi/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, fieldErrorsOf } from '@/components/ui/error-message';
import { useToast } from '@/components/ui/toast';
import { formatKcPrecise } from '@/lib/format';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { showServerErrors } from '@/lib/forms/server-errors';
import { useAddMonthlyItem } from '@/features/monthly/api/add-monthly-item';
import type { MonthlyItemFormValues } from '@/features/monthly/utils/monthly-item-form';

const EMPTY_MONTHLY_ITEM: MonthlyItemFormValues = { name: '', price: '' };

// The rules (zod and the contract's schema) load with the first check, not with the screen.
const resolver = lazyResolver(
  async () => (await import('@/features/monthly/utils/monthly-item-form')).monthlyItemResolver,
);

/** The entry row's form: checks name and typed amount, adds the item to the month, then starts afresh. */
export function useNewMonthlyItem(period: MonthRequest) {
  const formId = useId();
  const form = useForm({ resolver, defaultValues: EMPTY_MONTHLY_ITEM });
  const addItem = useAddMonthlyItem();
  const toast = useToast();

  const submit = form.handleSubmit((item) =>
    addItem.mutate(
      { ...period, ...item },
      {
        onSuccess: (added) => {
          toast.success(`Položka ${added.name} (${formatKcPrecise(added.price)}) byla přidána`);
          form.reset(EMPTY_MONTHLY_ITEM);
          form.setFocus('name');
        },
        onError: (error) => {
          showServerErrors(form.setError, fieldErrorsOf(error), ['name', 'price']);
          toast.error(errorMessage(error));
        },
      },
    ),
  );

  return {
    formId,
    submit,
    register: form.register,
    errors: form.formState.errors,
    adding: addItem.isPending,
  };
}
