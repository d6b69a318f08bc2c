import { VipCreateRequestSchema, VipDiscountSchema, WHOLE_NUMBER_RULES } from '@taxi/contracts';
import type { z } from 'zod';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { typedNumberSchema } from '@/lib/forms/typed-number-schema';

/** The contract's VIP request, with the discount as typed (`15`, ` +15 `) read by the shared parser. */
export const VipFormSchema = VipCreateRequestSchema.extend({
  discount: typedNumberSchema(WHOLE_NUMBER_RULES, (error) => `${error} (sleva 1 až 100 %)`).pipe(
    VipDiscountSchema,
  ),
});
export type VipFormValues = z.input<typeof VipFormSchema>;

export const vipFormResolver = schemaResolver(VipFormSchema, {
  phone: { required: 'Zadejte telefon' },
  discount: { required: 'Zadejte slevu v procentech (1 až 100)' },
});
