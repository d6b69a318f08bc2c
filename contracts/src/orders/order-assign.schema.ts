import { z } from 'zod';
import { IdSchema, TokenSchema } from '../common/common.schema';
import { OrderEntrySchema } from './orders.schema';

const DriverNameSchema = z.string().trim().max(100).nullable();

/**
 * `POST /api/admins/order/assign` (proposed extension): `id` is the order entry's row id (as
 * `/api/order/delete` takes it); `id_driver` the driver to set or null to take the driver off;
 * `expected_id_driver` the driver the dispatcher saw (null: none), so a change someone else made
 * meanwhile is refused (409) instead of overwritten.
 */
export const OrderAssignRequestSchema = z.strictObject({
  token: TokenSchema.optional(),
  id: IdSchema,
  id_driver: IdSchema.nullable(),
  driver_name: DriverNameSchema,
  expected_id_driver: IdSchema.nullable(),
});
export type OrderAssignRequest = z.infer<typeof OrderAssignRequestSchema>;

/**
 * `POST /api/orders/redispatch` (the gateway's own): re-dispatch an immediate order to another
 * driver on a server without the extension — a copy with the new driver through the specification's
 * create call, then the original deleted (only once the copy is in the list). The specification's list
 * names a ride's driver only by last name, so that is what the dispatcher saw.
 */
export const OrderRedispatchRequestSchema = z.strictObject({
  id: IdSchema,
  /** The order number (`id_order`), as the delete call takes it. */
  orderId: IdSchema,
  id_driver: IdSchema,
  driver_name: DriverNameSchema,
  expected_driver_name: DriverNameSchema,
});
export type OrderRedispatchRequest = z.infer<typeof OrderRedispatchRequestSchema>;

export const OrderRedispatchResultSchema = z.object({
  original: z.object({ id: IdSchema, id_order: IdSchema }),
  /** The copy with the new driver; null when the server took it but its list does not show it yet. */
  replacement: OrderEntrySchema.nullable(),
  /** False: both orders stand (the delete failed, or the copy could not be seen); one must be removed. */
  originalDeleted: z.boolean(),
});
export type OrderRedispatchResult = z.infer<typeof OrderRedispatchResultSchema>;
