import { DEFAULT_TARIFF } from '@taxi/contracts';
import { z } from 'zod';

// Compose files pass unset variables as empty strings: treat those as absent.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const integer = (fallback: number, min: number, max: number) =>
  optional(z.coerce.number().int().min(min).max(max)).transform((value) => value ?? fallback);

const amount = (fallback: number) =>
  optional(z.coerce.number().min(0).max(100_000)).transform((value) => value ?? fallback);

const text = (fallback: string) => optional(z.string().min(1)).transform((value) => value ?? fallback);

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** Every environment variable the gateway reads; `.env.example` documents each one. */
export const EnvSchema = z.object({
  NODE_ENV: optional(z.enum(['production', 'development', 'test'])).transform((v) => v ?? 'production'),
  PORT: integer(3000, 1, 65535),
  HOST: text('0.0.0.0'),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).transform(
    (v) => v ?? 'info',
  ),
  WEB_DIST_DIR: optional(z.string().min(1)),
  BODY_LIMIT_KB: integer(100, 1, 10_240),

  UPSTREAM_URL: optional(httpUrl),
  UPSTREAM_CONNECT_TIMEOUT_MS: integer(10_000, 100, 120_000),
  UPSTREAM_RESPONSE_TIMEOUT_MS: integer(10_000, 100, 300_000),
  UPSTREAM_TOKEN_CACHE_MS: integer(30_000, 0, 3_600_000),

  MOCK_ADMIN_USERNAME: text('admin'),
  MOCK_ADMIN_PASSWORD: text('admin'),
  MOCK_SEED: integer(2023, 0, 2_147_483_647),
  MOCK_ORDER_COUNT: integer(1200, 0, 100_000),

  TARIFF_LOCAL_AREA: text(DEFAULT_TARIFF.localArea),
  TARIFF_LOCAL_SMALL_GROUP_PRICE: amount(DEFAULT_TARIFF.localSmallGroupPrice),
  TARIFF_LOCAL_LARGE_GROUP_PRICE: amount(DEFAULT_TARIFF.localLargeGroupPrice),
  TARIFF_LOCAL_LARGE_GROUP_FROM: integer(DEFAULT_TARIFF.localLargeGroupFrom, 1, 100),
  TARIFF_BASE_FARE: amount(DEFAULT_TARIFF.baseFare),
  TARIFF_PER_KM_SMALL_GROUP: amount(DEFAULT_TARIFF.perKmSmallGroup),
  TARIFF_PER_KM_LARGE_GROUP: amount(DEFAULT_TARIFF.perKmLargeGroup),
  TARIFF_LARGE_GROUP_FROM: integer(DEFAULT_TARIFF.largeGroupFrom, 1, 100),

  SESSION_MAX_AGE_HOURS: integer(12, 1, 24 * 30),
  COOKIE_SECURE: optional(z.enum(['auto', 'true', 'false'])).transform((v) => v ?? 'auto'),
  TRUST_PROXY: optional(z.string().regex(/^(true|false|\d+|[\w.:/, -]+)$/)).transform((v) => v ?? 'false'),
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
  CONTACT_MAX_MESSAGES: integer(5, 1, 1000),
  CONTACT_WINDOW_MS: integer(15 * 60_000, 1_000, 86_400_000),
});
export type Env = z.infer<typeof EnvSchema>;
