import { z } from 'zod';
import { IdSchema, NullableNameSchema, TimestampSchema, TokenSchema } from '../common/common.schema';
import { MAX_PASSENGERS, NO_DRIVER_ID } from '../domain/constants';
import { singleLineText } from '../common/text.schema';
import { PlaceSchema, PlaceTextSchema } from './place.schema';

export const OrderRideSchema = z.object({
  createdAt: TimestampSchema,
  /** JSON text with name, lat, lng. */
  pickup_location: PlaceTextSchema,
  /** JSON text with name (and lat, lng when known). */
  destination: PlaceTextSchema,
  isPreorder: z.boolean(),
  preorderDateTime: TimestampSchema.nullable(),
  /** Kilometres. */
  distance: z.number(),
  status: z.string(),
  /** Whole Kč. */
  price: z.number(),
  payment_method: z.string(),
  driver: z.object({ user: z.object({ last_name: NullableNameSchema }) }).nullable(),
  driver_name: z.string().nullable(),
  /**
   * The driver's id (`/api/driver/` `id`), when the server says it: the mock and a server with the
   * orderAssign extension do (docs/upstream.md); the specification's list names the driver only.
   */
  id_driver: IdSchema.nullable().optional(),
  people: z.number().int(),
  /** Minutes, when the upstream sends them (the mock does; the spec's list does not show them). */
  duration: z.number().nullable().optional(),
});
export type OrderRide = z.infer<typeof OrderRideSchema>;

/**
 * The order number — the one number of a ride that a customer and a driver hear and a dispatcher
 * says, searches for and shows everywhere (dashboard, orders table, map, detail, delete prompt) —
 * is `id_order`. `id` is the entry's row key: it only travels back in a delete request and in no
 * text a person reads. The live map's `MapOrder.id` is the same order number as `id_order`.
 */
export const OrderEntrySchema = z.object({
  id: IdSchema,
  id_order: IdSchema,
  /** The registered account the order belongs to (its current name), if any. */
  user: z
    .object({
      first_name: NullableNameSchema,
      last_name: NullableNameSchema,
      phone: z.string().nullable().optional(),
    })
    .nullable(),
  /** What was typed on the order: the name the customer gave and, when known, the phone. */
  order_user: z.object({ last_name: NullableNameSchema, phone: z.string().nullable().optional() }).nullable(),
  ride: OrderRideSchema,
});
export type OrderEntry = z.infer<typeof OrderEntrySchema>;
export const OrderListSchema = z.array(OrderEntrySchema);

export const OrderDeleteRequestSchema = z.strictObject({ id: IdSchema, orderId: IdSchema });
export type OrderDeleteRequest = z.infer<typeof OrderDeleteRequestSchema>;

/** An order as the live map shows it. */
export const MapOrderSchema = z.object({
  /** The order number, the same as the list's `id_order`. */
  id: IdSchema,
  status: z.string(),
  pickup_location: PlaceTextSchema,
  destination: PlaceTextSchema,
  createdAt: TimestampSchema,
  people: z.number().int(),
});
export type MapOrder = z.infer<typeof MapOrderSchema>;
export const MapOrderListSchema = z.array(MapOrderSchema);

export const DriverChoiceSchema = z.union([z.literal(NO_DRIVER_ID), IdSchema]);

export const CreateOrderRequestSchema = z.strictObject({
  pickup_location: PlaceSchema,
  destination: PlaceSchema,
  /** Kilometres, one decimal. */
  distance: z.number().min(0).max(5000),
  /** The customer's name as the dispatcher typed it (may be left blank). */
  name: singleLineText().trim().max(100, 'Nejvýše 100 znaků'),
  /** Blank, or digits and spaces with an optional leading +. */
  phone: singleLineText()
    .trim()
    .max(20, 'Nejvýše 20 znaků')
    .regex(/^(\+?[0-9][0-9 ]*)?$/, 'Neplatné telefonní číslo'),
  /** Whole Kč. */
  price: z.number().int().min(0).max(1_000_000),
  people: z.number().int().min(1, 'Alespoň 1 osoba').max(MAX_PASSENGERS, `Nejvýše ${MAX_PASSENGERS} osob`),
  /** Minutes, rounded. */
  duration: z.number().int().min(0).max(100_000),
  token: TokenSchema.optional(),
  id_driver: DriverChoiceSchema,
  // The driver's name as the driver list says it (a re-dispatch copies it back): not typed, not judged.
  driver_name: z.string().trim().max(100).nullable(),
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequestSchema>;

/**
 * `POST /api/admins/order/preorder` (proposed extension): an order with a pickup time, which the
 * specification's create call cannot carry. `preorderDateTime` is an ISO instant with its offset.
 */
export const CreatePreorderRequestSchema = CreateOrderRequestSchema.extend({
  preorderDateTime: z.iso.datetime({ offset: true }),
});
export type CreatePreorderRequest = z.infer<typeof CreatePreorderRequestSchema>;
