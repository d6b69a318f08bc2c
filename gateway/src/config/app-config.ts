import path from 'node:path';
import type { Tariff } from '@taxi/contracts';
import { EnvSchema, type Env } from './env.schema';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type UpstreamConfig =
  | { mode: 'memory' }
  | {
      mode: 'http';
      baseUrl: string;
      connectTimeoutMs: number;
      responseTimeoutMs: number;
      tokenCacheMs: number;
    };

export type MockConfig = { adminUsername: string; adminPassword: string; seed: number; orderCount: number };

export type RateLimitConfig = {
  loginMaxFailures: number;
  loginWindowMs: number;
  contactMaxMessages: number;
  contactWindowMs: number;
};

/** The gateway's whole configuration, parsed once from the environment. Injected by class. */
export class AppConfig {
  readonly nodeEnv: Env['NODE_ENV'];
  readonly port: number;
  readonly host: string;
  readonly logLevel: Env['LOG_LEVEL'];
  readonly webDistDir: string;
  readonly bodyLimitBytes: number;
  readonly upstream: UpstreamConfig;
  readonly mock: MockConfig;
  readonly tariff: Tariff;
  readonly session: { maxAgeMs: number; cookieSecure: 'auto' | boolean };
  readonly trustProxy: boolean | number | string;
  readonly allowedOrigins: string[];
  readonly rateLimits: RateLimitConfig;

  private constructor(env: Env) {
    this.nodeEnv = env.NODE_ENV;
    this.port = env.PORT;
    this.host = env.HOST;
    this.logLevel = env.LOG_LEVEL;
    this.webDistDir = path.resolve(env.WEB_DIST_DIR ?? path.join(__dirname, '..', '..', 'web', 'dist'));
    this.bodyLimitBytes = env.BODY_LIMIT_KB * 1024;
    this.upstream = env.UPSTREAM_URL
      ? {
          mode: 'http',
          baseUrl: env.UPSTREAM_URL.replace(/\/+$/, ''),
          connectTimeoutMs: env.UPSTREAM_CONNECT_TIMEOUT_MS,
          responseTimeoutMs: env.UPSTREAM_RESPONSE_TIMEOUT_MS,
          tokenCacheMs: env.UPSTREAM_TOKEN_CACHE_MS,
        }
      : { mode: 'memory' };
    this.mock = {
      adminUsername: env.MOCK_ADMIN_USERNAME,
      adminPassword: env.MOCK_ADMIN_PASSWORD,
      seed: env.MOCK_SEED,
      orderCount: env.MOCK_ORDER_COUNT,
    };
    this.tariff = {
      localArea: env.TARIFF_LOCAL_AREA,
      localSmallGroupPrice: env.TARIFF_LOCAL_SMALL_GROUP_PRICE,
      localLargeGroupPrice: env.TARIFF_LOCAL_LARGE_GROUP_PRICE,
      localLargeGroupFrom: env.TARIFF_LOCAL_LARGE_GROUP_FROM,
      baseFare: env.TARIFF_BASE_FARE,
      perKmSmallGroup: env.TARIFF_PER_KM_SMALL_GROUP,
      perKmLargeGroup: env.TARIFF_PER_KM_LARGE_GROUP,
      largeGroupFrom: env.TARIFF_LARGE_GROUP_FROM,
    };
    this.session = {
      maxAgeMs: env.SESSION_MAX_AGE_HOURS * 3_600_000,
      cookieSecure: env.COOKIE_SECURE === 'auto' ? 'auto' : env.COOKIE_SECURE === 'true',
    };
    this.trustProxy = parseTrustProxy(env.TRUST_PROXY);
    this.allowedOrigins = env.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin);
    this.rateLimits = {
      loginMaxFailures: env.LOGIN_MAX_FAILURES,
      loginWindowMs: env.LOGIN_FAILURE_WINDOW_MS,
      contactMaxMessages: env.CONTACT_MAX_MESSAGES,
      contactWindowMs: env.CONTACT_WINDOW_MS,
    };
  }

  /** Parses the environment; throws a `ConfigError` naming every bad variable. */
  static fromEnv(env: Record<string, string | undefined>): AppConfig {
    const parsed = EnvSchema.safeParse(env);
    if (!parsed.success) {
      throw new ConfigError(
        parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
      );
    }
    return new AppConfig(parsed.data);
  }
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') {
    return value === 'true';
  }
  return /^\d+$/.test(value) ? Number(value) : value;
}
