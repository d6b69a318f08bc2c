import { PlaceSchema } from '@taxi/contracts';
import { z } from 'zod';

/**
 * What "Nová objednávka pro zákazníka" hands the create-order screen in the router state: the
 * customer's name, phone and last pickup. Router state survives reloads and history, so it is
 * read back through this schema and ignored when it does not fit.
 */
export const OrderPrefillSchema = z.object({
  name: z.string().max(100),
  phone: z.string().max(20),
  pickup: PlaceSchema.nullable(),
});
export type OrderPrefill = z.infer<typeof OrderPrefillSchema>;

export function readOrderPrefill(state: unknown): OrderPrefill | null {
  const parsed = z.object({ prefill: OrderPrefillSchema }).safeParse(state);
  return parsed.success ? parsed.data.prefill : null;
}
