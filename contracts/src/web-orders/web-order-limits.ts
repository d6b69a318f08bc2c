/** Passengers a web order may carry (the cars take up to 8). */
export const WEB_ORDER_MAX_PEOPLE = 8;
/** A pre-order starts at least this long after it is sent… */
export const PREORDER_MIN_LEAD_MS = 30 * 60_000;
/** …and at most this long. */
export const PREORDER_MAX_LEAD_MS = 14 * 24 * 60 * 60_000;
/** The customer's note for the dispatcher. */
export const WEB_ORDER_NOTE_MAX = 300;
