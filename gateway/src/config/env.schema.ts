import {
  DEFAULT_TARIFF,
  UPSTREAM_EXTENSIONS,
  type UpstreamExtension,
  VEHICLE_POLL_INTERVAL_MS,
} from '@taxi/contracts';
import { isIP } from 'node:net';
import { z } from 'zod';

function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

// Compose files pass unset variables as empty strings: treat those as absent.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const integer = (fallback: number, min: number, max: number) =>
  optional(z.coerce.number().int().min(min).max(max)).transform((value) => value ?? fallback);

const amount = (fallback: number) =>
  optional(z.coerce.number().min(0).max(100_000)).transform((value) => value ?? fallback);

const text = (fallback: string) => optional(z.string().min(1)).transform((value) => value ?? fallback);

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

// Credentials have their own variables, so a URL (which may end up in a log line) never carries one.
const fleetUrl = httpUrl.refine((value) => !/^[a-z]+:\/\/[^/?#]*@/i.test(value), {
  error: 'must not contain credentials (use the provider key/token/user variables)',
});
const secret = optional(z.string().min(1).max(4096));

// Map services: no credentials in URLs either (the Google key travels in a header).
const geoServiceUrl = httpUrl.refine((value) => !/^[a-z]+:\/\/[^/?#]*@/i.test(value), {
  error: 'must not contain credentials',
});
const apiKey = optional(z.string().regex(/^[!-~]{1,512}$/, 'must be printable ASCII without spaces'));
/** `MAP_TILE_URL=off`: no tile server at all; the SPA draws the gateway's basemap instead. */
export const MAP_TILES_OFF = 'off';
const tileUrl = z
  .string()
  .regex(/^(off|https?:\/\/[^\s]+)$/, 'must be an http(s) URL or off')
  .refine((value) => value === MAP_TILES_OFF || ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), {
    error: 'must contain {z}, {x} and {y}',
  });
// `true` would trust any X-Forwarded-For a client makes up; only a hop count or the proxies' own addresses.
const TRUST_PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);
const trustProxy = optional(z.string().trim())
  .transform((value) => value ?? 'false')
  .superRefine((value, ctx) => {
    const problem = trustProxyProblem(value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
    }
  });

function trustProxyProblem(value: string): string | undefined {
  if (value === 'true') {
    return 'true trusts any X-Forwarded-For a client sends (it would bypass every per-client limit); set the number of proxies in front (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.5 or 172.16.0.0/12)';
  }
  if (value === 'false' || /^\d{1,2}$/.test(value)) {
    return undefined;
  }
  const bad = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => !TRUST_PROXY_PRESETS.has(entry) && !isAddressOrCidr(entry));
  return bad.length > 0
    ? `must be false, a hop count, or proxy addresses/CIDRs (loopback, linklocal, uniquelocal allowed); not ${bad.join(', ')}`
    : undefined;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) {
    return false;
  }
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> přispěvatelé';

/** Every environment variable the gateway reads; `.env.example` documents each one. */
export const EnvSchema = z
  .object({
    NODE_ENV: optional(z.enum(['production', 'development', 'test'])).transform((v) => v ?? 'production'),
    PORT: integer(3000, 1, 65535),
    HOST: text('0.0.0.0'),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).transform(
      (v) => v ?? 'info',
    ),
    LOG_FORMAT: optional(z.enum(['auto', 'json', 'pretty'])).transform((v) => v ?? 'auto'),
    WEB_DIST_DIR: optional(z.string().min(1)),
    BODY_LIMIT_KB: integer(100, 1, 10_240),
    HTTP_HEADERS_TIMEOUT_MS: integer(15_000, 1_000, 600_000),
    HTTP_REQUEST_TIMEOUT_MS: integer(30_000, 1_000, 3_600_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: integer(5_000, 1_000, 600_000),
    SOCKET_CONNECT_TIMEOUT_MS: integer(5_000, 1_000, 120_000),
    MAX_CONNECTIONS_PER_CLIENT: integer(128, 1, 100_000),
    SHUTDOWN_DELAY_MS: integer(0, 0, 600_000),
    METRICS_PORT: optional(z.coerce.number().int().min(0).max(65535)),
    METRICS_HOST: text('127.0.0.1'),
    SHUTDOWN_DRAIN_MS: integer(10_000, 0, 600_000),

    REDIS_URL: optional(
      z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL, e.g. redis://redis:6379' }),
    ),
    REDIS_KEY_PREFIX: optional(
      z.string().regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1–64 of A-Z a-z 0-9 : _ . -'),
    ).transform((v) => v ?? 'taxi:'),
    REDIS_COMMAND_TIMEOUT_MS: integer(1_000, 50, 60_000),
    REPLICA_ID: optional(z.string().regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1–64 of A-Z a-z 0-9 : _ . -')),

    UPSTREAM_URL: optional(httpUrl),
    UPSTREAM_CONNECT_TIMEOUT_MS: integer(10_000, 100, 120_000),
    UPSTREAM_RESPONSE_TIMEOUT_MS: integer(10_000, 100, 300_000),
    UPSTREAM_TOKEN_CACHE_MS: integer(30_000, 0, 3_600_000),
    UPSTREAM_SOCKET_PATH: text('/socket.io'),
    UPSTREAM_SOCKET_TOKEN: optional(z.string().min(1).max(4096)),
    // `authorization` (Bearer), `authorization:<Scheme>`, another header name (bare token), or `none`.
    UPSTREAM_TOKEN_HEADER: optional(
      z
        .string()
        .trim()
        .regex(/^(none|[A-Za-z0-9-]+(:[A-Za-z0-9-]+)?)$/, 'must be a header name, header:Scheme or none'),
    ).transform((v) => v ?? 'authorization'),
    // Proposed extensions of the company's API its server serves (comma-separated); the mock serves all.
    UPSTREAM_EXTENSIONS: optional(z.string())
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.enum(UPSTREAM_EXTENSIONS as [UpstreamExtension, ...UpstreamExtension[]], {
            error: `must name extensions from: ${UPSTREAM_EXTENSIONS.join(', ')} (comma-separated)`,
          }),
        ),
      ),
    UPSTREAM_TIMEZONE: optional(
      z.string().refine(isKnownTimeZone, { error: 'must be an IANA time zone, e.g. Europe/Prague' }),
    ).transform((v) => v ?? 'Europe/Prague'),

    MOCK_ADMIN_USERNAME: text('admin'),
    MOCK_ADMIN_PASSWORD: text('admin'),
    MOCK_SEED: integer(2023, 0, 2_147_483_647),
    MOCK_ORDER_COUNT: integer(1200, 0, 100_000),
    MOCK_SIMULATION_INTERVAL_MS: integer(15_000, 0, 3_600_000),
    MOCK_SERVICE_TOKEN: optional(
      z.string().regex(/^[!-~]{16,512}$/, 'must be 16–512 printable ASCII characters'),
    ),

    TARIFF_LOCAL_AREA: text(DEFAULT_TARIFF.localArea),
    TARIFF_LOCAL_SMALL_GROUP_PRICE: amount(DEFAULT_TARIFF.localSmallGroupPrice),
    TARIFF_LOCAL_LARGE_GROUP_PRICE: amount(DEFAULT_TARIFF.localLargeGroupPrice),
    TARIFF_LOCAL_LARGE_GROUP_FROM: integer(DEFAULT_TARIFF.localLargeGroupFrom, 1, 100),
    TARIFF_BASE_FARE: amount(DEFAULT_TARIFF.baseFare),
    TARIFF_PER_KM_SMALL_GROUP: amount(DEFAULT_TARIFF.perKmSmallGroup),
    TARIFF_PER_KM_LARGE_GROUP: amount(DEFAULT_TARIFF.perKmLargeGroup),
    TARIFF_LARGE_GROUP_FROM: integer(DEFAULT_TARIFF.largeGroupFrom, 1, 100),

    SESSION_MAX_AGE_HOURS: integer(12, 1, 24 * 30),
    SESSION_IDLE_MINUTES: integer(30, 0, 24 * 60),
    COOKIE_SECURE: optional(z.enum(['auto', 'true', 'false'])).transform((v) => v ?? 'auto'),
    TRUST_PROXY: trustProxy,
    PUBLIC_ORIGIN: optional(
      httpUrl.refine((value) => new URL(value).origin === value.replace(/\/$/, ''), {
        error: 'must be an origin only (scheme, host and optional port), e.g. https://taxi.example.cz',
      }),
    ),
    DEVICE_COOKIE_SECRET: optional(z.string().min(32, 'must be at least 32 characters').max(4096)),
    ALLOWED_ORIGINS: optional(z.string())
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(httpUrl)),

    LOGIN_MAX_FAILURES: integer(5, 1, 1000),
    LOGIN_FAILURE_WINDOW_MS: integer(60_000, 1_000, 86_400_000),
    LOGIN_MAX_DELAY_MS: integer(15 * 60_000, 1_000, 86_400_000),
    SESSION_CHECK_MAX_FAILURES: integer(30, 1, 100_000),
    SESSION_CHECK_WINDOW_MS: integer(60_000, 1_000, 86_400_000),
    CONTACT_MAX_MESSAGES: integer(5, 1, 1000),
    CONTACT_WINDOW_MS: integer(15 * 60_000, 1_000, 86_400_000),

    // Web orders (docs/web-orders.md): the account they are created under, in http mode.
    WEB_ORDER_USERNAME: optional(z.string().trim().min(1).max(100)),
    WEB_ORDER_PASSWORD: secret,
    // Signs status links and quotes; unset: derived from DEVICE_COOKIE_SECRET, else random per start.
    WEB_ORDER_LINK_SECRET: optional(z.string().min(32, 'must be at least 32 characters').max(4096)),
    WEB_ORDER_ESCALATE_MINUTES: integer(5, 1, 24 * 60),
    WEB_ORDER_MAX_OPEN_PER_PHONE: integer(3, 1, 100),
    WEB_ORDER_MAX_PER_CLIENT: integer(20, 1, 10_000),
    WEB_ORDER_CLIENT_WINDOW_MS: integer(60 * 60_000, 1_000, 86_400_000),
    WEB_ORDER_MIN_FILL_SECONDS: integer(4, 0, 600),
    WEB_SEARCH_DAILY_CAP: integer(3_000, 1, 10_000_000),
    WEB_ROUTE_DAILY_CAP: integer(1_000, 1, 10_000_000),
    WEB_SEARCH_PER_CLIENT_MINUTE: integer(60, 1, 10_000),
    // Mock mode only (demos, browser tests): immediate web orders at any hour; pre-orders keep the hours.
    MOCK_WEB_ORDERS_ANY_HOUR: optional(z.enum(['true', 'false'])).transform((v) => v === 'true'),
    MOCK_WEB_ORDER_USERNAME: text('web-objednavky'),
    MOCK_WEB_ORDER_PASSWORD: text('web-objednavky'),

    FLEET_PROVIDER: optional(z.enum(['simulated', 'cargroups', 'traccar'])).transform(
      (v) => v ?? 'simulated',
    ),
    FLEET_POLL_INTERVAL_MS: integer(VEHICLE_POLL_INTERVAL_MS, 50, 3_600_000),
    FLEET_TIMEOUT_MS: integer(5_000, 50, 120_000),
    FLEET_MAX_BACKOFF_MS: integer(60_000, 50, 3_600_000),
    FLEET_SIMULATED_VEHICLES: integer(6, 1, 1000),
    FLEET_CARGROUPS_URL: optional(fleetUrl),
    FLEET_CARGROUPS_KEY: secret,
    FLEET_TRACCAR_URL: optional(fleetUrl),
    FLEET_TRACCAR_TOKEN: secret,
    FLEET_TRACCAR_USER: secret,
    FLEET_TRACCAR_PASSWORD: secret,

    GEO_PROVIDER: optional(z.enum(['memory', 'google', 'osrm'])).transform((v) => v ?? 'memory'),
    GEO_TIMEOUT_MS: integer(5_000, 50, 60_000),
    GEO_CACHE_TTL_MS: integer(60_000, 0, 3_600_000),
    GOOGLE_MAPS_SERVER_KEY: apiKey,
    GOOGLE_MAPS_BROWSER_KEY: apiKey,
    GOOGLE_PLACES_BASE_URL: optional(geoServiceUrl).transform((v) => v ?? 'https://places.googleapis.com'),
    GOOGLE_ROUTES_BASE_URL: optional(geoServiceUrl).transform((v) => v ?? 'https://routes.googleapis.com'),
    OSRM_URL: optional(geoServiceUrl),
    PHOTON_URL: optional(geoServiceUrl),
    MAP_TILE_URL: optional(tileUrl).transform((v) =>
      v === MAP_TILES_OFF ? null : (v ?? DEFAULT_MAP_TILE_URL),
    ),
    MAP_TILE_ATTRIBUTION: optional(z.string().trim().min(1).max(1000)).transform(
      (v) => v ?? DEFAULT_MAP_TILE_ATTRIBUTION,
    ),
  })
  .superRefine(requireFleetProviderSettings)
  .superRefine(requireSharedSecretsWithRedis)
  .superRefine(requireWebAccountPair);
export type Env = z.infer<typeof EnvSchema>;

/** The chosen vehicle-tracking provider's own variables become required. */
function requireFleetProviderSettings(
  env: {
    FLEET_PROVIDER: string;
    FLEET_CARGROUPS_URL?: string;
    FLEET_CARGROUPS_KEY?: string;
    FLEET_TRACCAR_URL?: string;
    FLEET_TRACCAR_TOKEN?: string;
    FLEET_TRACCAR_USER?: string;
    FLEET_TRACCAR_PASSWORD?: string;
  },
  ctx: z.RefinementCtx,
): void {
  const required = (name: keyof typeof env, value: string | undefined, hint = '') => {
    if (!value) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `required when FLEET_PROVIDER=${env.FLEET_PROVIDER}${hint}`,
      });
    }
  };
  if (env.FLEET_PROVIDER === 'cargroups') {
    required('FLEET_CARGROUPS_URL', env.FLEET_CARGROUPS_URL);
    required('FLEET_CARGROUPS_KEY', env.FLEET_CARGROUPS_KEY);
  }
  if (env.FLEET_PROVIDER === 'traccar') {
    required('FLEET_TRACCAR_URL', env.FLEET_TRACCAR_URL);
    if (!env.FLEET_TRACCAR_TOKEN) {
      required('FLEET_TRACCAR_USER', env.FLEET_TRACCAR_USER, ' (unless FLEET_TRACCAR_TOKEN is set)');
      required('FLEET_TRACCAR_PASSWORD', env.FLEET_TRACCAR_PASSWORD, ' (unless FLEET_TRACCAR_TOKEN is set)');
    }
  }
}

/** The web account is a name and a password, or nothing. */
function requireWebAccountPair(
  env: { WEB_ORDER_USERNAME?: string; WEB_ORDER_PASSWORD?: string },
  ctx: z.RefinementCtx,
): void {
  if (Boolean(env.WEB_ORDER_USERNAME) !== Boolean(env.WEB_ORDER_PASSWORD)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.WEB_ORDER_USERNAME ? 'WEB_ORDER_PASSWORD' : 'WEB_ORDER_USERNAME'],
      message:
        'WEB_ORDER_USERNAME and WEB_ORDER_PASSWORD are set together (the account web orders are created under)',
    });
  }
}

/** Replicas sharing Redis must sign device cookies alike, or a cookie from one is refused by another. */
function requireSharedSecretsWithRedis(
  env: { REDIS_URL?: string; DEVICE_COOKIE_SECRET?: string },
  ctx: z.RefinementCtx,
): void {
  if (env.REDIS_URL && !env.DEVICE_COOKIE_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['DEVICE_COOKIE_SECRET'],
      message:
        'required when REDIS_URL is set (every replica must sign login device cookies with the same key)',
    });
  }
}
