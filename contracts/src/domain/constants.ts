import type { ApiErrorCode } from '../common/error-codes';

/** Business constants of the product specification (section 9). */

export const HOME_TOWN_DELIVERY_PRICE_KC = 50;
export const MAX_PASSENGERS = 8;

export const VIP_CODE_LENGTH = 8;
export const VIP_MAX_DISCOUNT_PERCENT = 100;

export const DASHBOARD_LATEST_ORDERS = 8;
export const ORDERS_TABLE_SCROLL_HEIGHT_PX = 600;

export const NOTIFICATION_TITLE_MAX = 20;
export const NOTIFICATION_CONTENT_MAX = 255;
export const NOTIFICATION_CONTENT_ROWS = 4;

export const VEHICLE_POLL_INTERVAL_MS = 10_000;
export const SOCKET_RECONNECT_DELAY_MS = 1_000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 5_000;
export const SOCKET_RANDOMIZATION_FACTOR = 0.5;
export const SOCKET_CONNECT_TIMEOUT_MS = 20_000;

export const MAP_CENTER = { lat: 50.515, lng: 14.051 } as const;
export const MAP_ZOOM = 13;

export const DRAWER_WIDTH_PX = 240;
export const POPUP_WIDTH_PX = 400;
export const BRAND_YELLOW = '#FFC005';
export const BRAND_TEXT = '#444444';

export const GALLERY_IMAGE_COUNT = 19;
export const POLICIES_EFFECTIVE_DATE = '2023-08-09';
export const PRIVACY_MINIMUM_AGE = 13;

export const SESSION_COOKIE = 'token';
/** Companion cookie without any secret: tells the SPA that a session exists. */
export const SESSION_HINT_COOKIE = 'session';
export const SESSION_MAX_AGE_HOURS = 12;
/** The `code` of a 401 that locks the screen rather than ending the session: no input for too long. */
export const SESSION_IDLE_CODE = 'session-idle' satisfies ApiErrorCode;

export const BLACKLIST_DEFAULT_REASON = 'Bez důvodu';
export const NO_DRIVER_ID = -1;

export const TIME_ZONE = 'Europe/Prague';
export const LOCALE = 'cs-CZ';

/** Opening hours as published on the landing page. */
export const OPENING_HOURS = [
  { days: 'Po–Čt', label: 'Po–Čt 7:00–22:00' },
  { days: 'Pá–So', label: 'Pá 7:00 – So 5:00' },
  { days: 'So–Ne', label: 'So 20:00 – Ne 5:00' },
] as const;

export const CUSTOMER_DELETE_PROMPT = 'Opravdu chcete smaza zákazníka? (ano/ne)';
export const CUSTOMER_DELETE_CONFIRMATION = 'ano';
export const ORDER_DELETE_PROMPT = 'Jste si jistý že chcete smazat tuto objednávku?';
