import { z } from 'zod';

/**
 * The ride tariff of section 9. A local trip (both places inside `localArea`) has a flat price;
 * any other trip costs a base fare plus a price per km, higher for larger groups.
 */
export const TariffSchema = z.object({
  localArea: z.string().min(1),
  localSmallGroupPrice: z.number().nonnegative(),
  localLargeGroupPrice: z.number().nonnegative(),
  /** From this many persons a local trip costs the large-group price. */
  localLargeGroupFrom: z.number().int().positive(),
  baseFare: z.number().nonnegative(),
  perKmSmallGroup: z.number().nonnegative(),
  perKmLargeGroup: z.number().nonnegative(),
  /** From this many persons a distance trip costs the large-group rate per km. */
  largeGroupFrom: z.number().int().positive(),
});
export type Tariff = z.infer<typeof TariffSchema>;
