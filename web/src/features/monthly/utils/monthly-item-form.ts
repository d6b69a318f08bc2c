import { AddMonthlyItemRequestSchema, AMOUNT_RULES } from '@taxi/contracts';
import type { z } from 'zod';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { typedNumberSchema } from '@/lib/forms/typed-number-schema';

/**
 * A new item as typed: the contract's name, and its price read as Czech or English decimals
 * (`1 250,50`, `-300`) before the contract's range applies; anything ambiguous is refused, never guessed.
 */
export const MonthlyItemFormSchema = AddMonthlyItemRequestSchema.pick({ name: true }).extend({
  price: typedNumberSchema(AMOUNT_RULES).pipe(AddMonthlyItemRequestSchema.shape.price),
});
export type MonthlyItemFormValues = z.input<typeof MonthlyItemFormSchema>;

export const monthlyItemResolver = schemaResolver(MonthlyItemFormSchema, {
  name: { required: 'Zadejte název' },
  price: { required: 'Zadejte částku (např. 1250,50 nebo -300)' },
});
