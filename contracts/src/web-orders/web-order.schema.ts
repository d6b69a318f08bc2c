import { z } from 'zod';
import { IdSchema } from '../common/common.schema';
import { WEB_ORDER_CODES } from '../common/error-codes';
import { multiLineText, singleLineText } from '../common/text.schema';
import { PlaceIdParamSchema } from '../geo/geo.schema';
import { WEB_ORDER_MAX_PEOPLE, WEB_ORDER_NOTE_MAX } from './web-order-limits';

/** The languages the public site speaks; an order remembers the page's for the dispatcher. */
export const SITE_LANGUAGES = ['cs', 'de', 'en'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

// The limits live in a module without zod, so the light public pages can import them alone.
export {
  PREORDER_MAX_LEAD_MS,
  PREORDER_MIN_LEAD_MS,
  WEB_ORDER_MAX_PEOPLE,
  WEB_ORDER_NOTE_MAX,
} from './web-order-limits';

/** When the ride is wanted: as soon as possible, or at a Prague wall-clock time (`2026-12-24T18:30`). */
export const RideTimeSchema = z.union([
  z.literal('asap'),
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Datum a čas ve tvaru RRRR-MM-DDTHH:MM'),
]);
export type RideTime = z.infer<typeof RideTimeSchema>;

/** `GET /api/web-orders/availability`: whether the page may offer the form, and what it needs. */
export const WebOrderAvailabilitySchema = z.object({
  /** False: the page shows the phone instead of the form; `code` says why. */
  open: z.boolean(),
  code: z.enum(WEB_ORDER_CODES).optional(),
  /** Whether a time may be chosen (the pre-order extension is switched on). */
  preorders: z.boolean(),
  /** Whether an immediate order would be taken now (inside the opening hours). */
  openNow: z.boolean(),
  /** Signed start of this form's filling (the minimum fill time is measured from it). */
  formToken: z.string().max(200),
});
export type WebOrderAvailability = z.infer<typeof WebOrderAvailabilitySchema>;

/** `POST /api/web-orders/quote`: the two places by the search results picked, and the group. */
export const WebQuoteRequestSchema = z.strictObject({
  from: PlaceIdParamSchema,
  to: PlaceIdParamSchema,
  people: z.number().int().min(1).max(WEB_ORDER_MAX_PEOPLE),
  when: RideTimeSchema,
});
export type WebQuoteRequest = z.infer<typeof WebQuoteRequestSchema>;

/** The price the gateway fixes for the ride, and the token the order must carry to get exactly it. */
export const WebQuoteSchema = z.object({
  quoteToken: z.string().max(2000),
  from: z.string(),
  to: z.string(),
  distanceKm: z.number().nonnegative(),
  durationMin: z.number().int().nonnegative(),
  price: z.number().int().nonnegative(),
  people: z.number().int(),
  when: RideTimeSchema,
  /** Until when the quote is held (ISO instant). */
  validUntil: z.string(),
});
export type WebQuote = z.infer<typeof WebQuoteSchema>;

/** `POST /api/web-orders`: the quoted ride, who rides, and what the dispatcher should know. */
export const WebOrderRequestSchema = z.strictObject({
  quoteToken: z.string().min(1).max(2000),
  formToken: z.string().min(1).max(200),
  /** Chosen by the page for this filling of the form: a retry with the same key creates nothing twice. */
  idempotencyKey: z.string().uuid(),
  name: singleLineText().trim().min(1, 'Povinné pole').max(100),
  phone: singleLineText()
    .trim()
    .min(1, 'Povinné pole')
    .max(30)
    .regex(/^\+?[\d ()/.-]{6,30}$/, 'Telefon ve tvaru +420 777 123 456 nebo 777 123 456')
    .refine((phone) => phone.replace(/\D/g, '').length >= 9, 'Telefon má mít aspoň 9 číslic'),
  luggage: z.boolean(),
  childSeat: z.boolean(),
  note: multiLineText().max(WEB_ORDER_NOTE_MAX).optional(),
  consent: z.literal(true, 'Bez souhlasu nelze objednat'),
  language: z.enum(SITE_LANGUAGES),
  /** A field no person sees: filled, the form came from a bot. */
  website: z.string().max(200).optional(),
});
export type WebOrderRequest = z.infer<typeof WebOrderRequestSchema>;

/** The order is taken: where its status page is. */
export const WebOrderCreatedSchema = z.object({
  statusToken: z.string(),
  orderNumber: IdSchema,
});
export type WebOrderCreated = z.infer<typeof WebOrderCreatedSchema>;

/** Where a web order is, as its customer sees it. */
export const WEB_ORDER_STATES = ['waiting', 'accepted', 'pickup', 'done', 'cancelled', 'declined'] as const;
export type WebOrderState = (typeof WEB_ORDER_STATES)[number];

/** The status link's token: 3 dot-separated base64url parts (order, issue time, signature). */
export const StatusTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}\.[A-Za-z0-9_-]{1,20}\.[A-Za-z0-9_-]{20,64}$/, 'Neplatný odkaz');
/**
 * The status page's calls carry the token in the body: the page has it in its address's fragment
 * (`/objednavka/stav#<token>`), which no browser sends, so it appears in no server's or proxy's log.
 */
export const StatusTokenRequestSchema = z.strictObject({ statusToken: StatusTokenSchema });

/** `GET /api/web-orders/{statusToken}` and each event of its live channel. */
export const WebOrderStatusSchema = z.object({
  state: z.enum(WEB_ORDER_STATES),
  orderNumber: IdSchema,
  from: z.string(),
  to: z.string(),
  when: RideTimeSchema,
  price: z.number().int().nonnegative(),
  people: z.number().int(),
  /** The driver once one has the ride: the name as the dispatcher sees it, the car's plate if known. */
  driver: z.object({ name: z.string(), plate: z.string().nullable() }).nullable(),
  /** The driver's car while it comes (from assignment until pickup), when it is known for certain. */
  car: z.object({ lat: z.number(), lng: z.number(), at: z.string() }).nullable(),
  /** Minutes until the car is at the pickup, when known. */
  etaMinutes: z.number().int().nonnegative().nullable(),
  /** Why it was declined (the dispatcher's words) or cancelled. */
  reason: z.string().nullable(),
  /** Whether the visitor can still cancel free of charge (no driver yet). */
  cancellable: z.boolean(),
  /** After this the link stops working (ISO instant); null while the ride is open. */
  expiresAt: z.string().nullable(),
});
export type WebOrderStatus = z.infer<typeof WebOrderStatusSchema>;

/** `POST /api/web-orders/decline` (admin): the order and the reason its customer will read. */
export const WebOrderDeclineRequestSchema = z.strictObject({
  orderId: IdSchema,
  reason: singleLineText().trim().min(1, 'Povinné pole').max(200),
});
export type WebOrderDeclineRequest = z.infer<typeof WebOrderDeclineRequestSchema>;

/** `POST /api/web-orders/pause` (admin): online ordering off (a reason for the team) or on again. */
export const WebOrdersPauseRequestSchema = z.strictObject({ paused: z.boolean() });
export type WebOrdersPauseRequest = z.infer<typeof WebOrdersPauseRequestSchema>;

/** One web order as the dispatch screens mark it. */
export const WebOrderRecordSchema = z.object({
  orderNumber: IdSchema,
  createdAt: z.string(),
  language: z.enum(SITE_LANGUAGES),
  luggage: z.boolean(),
  childSeat: z.boolean(),
  note: z.string().nullable(),
  when: RideTimeSchema,
  /** Set once a dispatcher took it up (the notice stops on every tab). */
  seenAt: z.string().nullable(),
  state: z.enum(WEB_ORDER_STATES),
});
export type WebOrderRecord = z.infer<typeof WebOrderRecordSchema>;

/** `GET /api/web-orders/admin` (admin): the switch and the open web orders. */
export const WebOrdersOverviewSchema = z.object({
  /** False when http mode has no web account: the switch is not shown. */
  configured: z.boolean(),
  paused: z.boolean(),
  /** An immediate web order without a driver this long escalates on the dispatch screens. */
  escalateAfterMs: z.number().int().positive(),
  orders: z.array(WebOrderRecordSchema),
});
export type WebOrdersOverview = z.infer<typeof WebOrdersOverviewSchema>;

/** `POST /api/web-orders/seen` (admin): a dispatcher took the notice up. */
export const WebOrderSeenRequestSchema = z.strictObject({ orderId: IdSchema });
export type WebOrderSeenRequest = z.infer<typeof WebOrderSeenRequestSchema>;
