// Plain data, no zod: the screens read these without loading the schemas.

/**
 * What the company's order list cannot tell and the gateway records as it sees it happen (its "order
 * facts"): an order typed in by a dispatcher (`phoneOrder`, the admin's create call) or placed on the
 * public site (`webOrder`), an order deleted (`deleted`) or replaced by a copy with another driver
 * (`redispatched`), a driver given to an order (`assigned`), and a ride a driver declined (`declined`,
 * the server's live event).
 */
export const ORDER_FACT_KINDS = [
  'phoneOrder',
  'webOrder',
  'deleted',
  'redispatched',
  'assigned',
  'declined',
] as const;
export type OrderFactKind = (typeof ORDER_FACT_KINDS)[number];

/** The handover note: one, the newest; long enough for a shift's worth of remarks. */
export const HANDOVER_NOTE_MAX = 2000;
