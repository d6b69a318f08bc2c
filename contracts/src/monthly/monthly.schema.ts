import { z } from 'zod';
import { IdSchema } from '../common/common.schema';
import { singleLineText } from '../common/text.schema';

export const MonthSchema = z.number().int().min(1, 'Měsíc 1 až 12').max(12, 'Měsíc 1 až 12');
export const YearSchema = z.number().int().min(1, 'Rok alespoň 1').max(9999);

export const MonthRequestSchema = z.strictObject({ month: MonthSchema, year: YearSchema });
export type MonthRequest = z.infer<typeof MonthRequestSchema>;

export const EarningsSchema = z.object({ earnings: z.number() });
export type Earnings = z.infer<typeof EarningsSchema>;

export const MonthlyItemSchema = z.object({ id: IdSchema, name: z.string(), price: z.number() });
export type MonthlyItem = z.infer<typeof MonthlyItemSchema>;
export const MonthlyItemListSchema = z.array(MonthlyItemSchema);
// What a creation answers: the stored record, or (when the server accepted it but neither echoed it
// nor shows it in its list) what was sent, without the fields only the server knows.
export const CreatedMonthlyItemSchema = MonthlyItemSchema.partial({ id: true });
export type CreatedMonthlyItem = z.infer<typeof CreatedMonthlyItemSchema>;

export const MAX_MONTHLY_AMOUNT = 10_000_000;

export const AddMonthlyItemRequestSchema = z.strictObject({
  month: MonthSchema,
  year: YearSchema,
  name: singleLineText().trim().min(1, 'Povinné pole').max(100, 'Nejvýše 100 znaků'),
  /** Kč, up to two decimals; costs are negative. Beyond ±10 million it is a typing slip, not a cost. */
  price: z
    .number()
    .min(-MAX_MONTHLY_AMOUNT, 'Částka nejvýše ±10 000 000 Kč')
    .max(MAX_MONTHLY_AMOUNT, 'Částka nejvýše ±10 000 000 Kč'),
});
export type AddMonthlyItemRequest = z.infer<typeof AddMonthlyItemRequestSchema>;
