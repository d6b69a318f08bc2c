import { z } from 'zod';
import { ENVELOPE_CODES, ISSUE_CODES } from './error-codes';
import { singleLineText } from './text.schema';

/** Database identifier: a positive whole number. */
export const IdSchema = z.number().int().positive().max(2_147_483_647);

/** Identifier as it arrives in a URL segment. */
export const IdParamSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** The path parameters of any call on one record by its id, `{id}` (`/api/user/{id}/orders`). */
export const IdParamsSchema = z.object({ id: IdParamSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** The body of any command on one record by its id: dismiss an SOS, delete a monthly item. */
export const IdRequestSchema = z.strictObject({ id: IdSchema });
export type IdRequest = z.infer<typeof IdRequestSchema>;

/** Session token as issued by the upstream (opaque; JWT-like characters only). */
export const TokenSchema = z
  .string()
  .min(1)
  .max(1024)
  .regex(/^[A-Za-z0-9._~+/=-]+$/, 'Neplatný formát tokenu');

/**
 * What a plain string on the wire really carries, for readers that must accept other spellings of it
 * (the gateway's upstream adapter reads a real server's dates and places leniently).
 */
export type WireFormat = { format: 'timestamp' | 'place-text' };
export const wireFormats = z.registry<WireFormat>();

/** ISO 8601 timestamp as exchanged on the wire (the gateway sends it with an offset). */
export const TimestampSchema = z.string().min(1).max(64).register(wireFormats, { format: 'timestamp' });

/** Czech phone number as typed by a dispatcher: digits, spaces and an optional leading +. */
export const PhoneSchema = singleLineText()
  .trim()
  .min(3, 'Telefon je příliš krátký')
  .max(20, 'Telefon je příliš dlouhý')
  .regex(/^\+?[0-9][0-9 ]*$/, 'Telefon smí obsahovat jen číslice, mezery a úvodní +');

/**
 * The query of any look-up by a caller's phone number (`?phone=…`), as the create-order form makes
 * them while the number is typed: the caller's VIP code, account or blacklist entry.
 */
export const PhoneQuerySchema = z.strictObject({ phone: PhoneSchema });
export type PhoneQuery = z.infer<typeof PhoneQuerySchema>;

export const NullableNameSchema = z.string().max(100).nullable();

/** `{ name: true|false }` for each of `names` (e.g. which proposed extensions are on). */
export function flagsSchema<const K extends string>(names: readonly K[]): z.ZodType<Record<K, boolean>> {
  return z.strictObject(Object.fromEntries(names.map((name) => [name, z.boolean()]))) as unknown as z.ZodType<
    Record<K, boolean>
  >;
}

/** Answer of a call whose response the product does not read. */
export const AckSchema = z.object({ ok: z.literal(true) });
export type Ack = z.infer<typeof AckSchema>;

/** Who drives an order: the driver's id (`/api/driver/` `id`) and last name; both null for none. */
export const AssignedDriverSchema = z.object({
  /** Null when there is none, or when the server named the driver without an id. */
  id_driver: IdSchema.nullable(),
  driver_name: z.string().max(100).nullable(),
});
export type AssignedDriver = z.infer<typeof AssignedDriverSchema>;

/** The one error envelope every failing /api call answers with. */
export const ApiErrorSchema = z.object({
  /** The Czech text (what the admin shows). */
  message: z.string(),
  /**
   * The reason as a code, for a client that words it itself (a public page in its language, the
   * admin's lock screen): a refused input, a limit reached, an idle session, a web order's refusal.
   */
  code: z.enum(ENVELOPE_CODES).optional(),
  /** A 400's fields: where, the Czech reason, and the reason as a code (with its limit) for a public page. */
  issues: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        code: z.enum(ISSUE_CODES).optional(),
        limit: z.number().optional(),
      }),
    )
    .optional(),
  /** A 409 of a driver assignment: who has the order now. */
  current: AssignedDriverSchema.optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
