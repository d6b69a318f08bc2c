import { z } from 'zod';
import { IdSchema, PhoneSchema } from '../common/common.schema';
import { VIP_CODE_LENGTH, VIP_MAX_DISCOUNT_PERCENT } from '../domain/constants';

export const VipCodeSchema = z
  .string()
  .regex(new RegExp(`^[A-Z]{${VIP_CODE_LENGTH}}$`), `Kód musí mít ${VIP_CODE_LENGTH} velkých písmen`);

/** Discount in percent of the tariff price (see README: how VIP combines with the tariff). */
export const VipDiscountSchema = z
  .number()
  .int('Sleva musí být celé číslo')
  .min(1, 'Sleva musí být alespoň 1 %')
  .max(VIP_MAX_DISCOUNT_PERCENT, `Sleva může být nejvýše ${VIP_MAX_DISCOUNT_PERCENT} %`);

export const VipSchema = z.object({
  id: IdSchema,
  phone: z.string(),
  code: z.string(),
  discount: z.number(),
});
export type Vip = z.infer<typeof VipSchema>;
export const VipListSchema = z.array(VipSchema);
// What a creation answers: the stored record, or (when the server accepted it but neither echoed it
// nor shows it in its list) what was sent, without the fields only the server knows.
export const CreatedVipSchema = VipSchema.partial({ id: true });
export type CreatedVip = z.infer<typeof CreatedVipSchema>;

export const VipCreateRequestSchema = z.strictObject({
  phone: PhoneSchema,
  discount: VipDiscountSchema,
  code: VipCodeSchema,
});
export type VipCreateRequest = z.infer<typeof VipCreateRequestSchema>;
