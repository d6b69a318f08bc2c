import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Tariff, UpstreamExtension } from '@taxi/contracts';
import { EnvSchema, type Env } from './env.schema';

/**
 * How the admin token travels to the upstream on admin calls and the token check: a header
 * (`authorization` with a scheme such as `Bearer`, or e.g. `x-access-token` with the bare token), or not at all.
 */
export type TokenHeader = { name: string; scheme?: string } | null;

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
      socketPath: string;
      socketToken?: string;
      tokenHeader: TokenHeader;
      timeZone: string;
      /** Proposed extensions ops turned on: forwarded; the others answer 501. */
      extensions: readonly UpstreamExtension[];
    };

export type MockConfig = {
  adminUsername: string;
  adminPassword: string;
  seed: number;
  orderCount: number;
  /** How often the ride simulator acts; 0 = off. */
  simulationIntervalMs: number;
  /** A session the mock accepts for ever: the credential of gateways that relay its live events. */
  serviceToken?: string;
  /** The mock's account for web orders (a gateway's `WEB_ORDER_USERNAME` against this mock). */
  webAccount: { username: string; password: string };
};

/** Ordering on the public site (docs/web-orders.md). */
export type WebOrderConfig = {
  /** The account web orders are created under; null in http mode without one: no web ordering. */
  account: { username: string; password: string } | null;
  /** Signs status links, quotes and form tokens: the same on every replica, kept across restarts. */
  linkKey: Buffer;
  /** Whether `linkKey` was made at start (links then end with the process). */
  linkKeyEphemeral: boolean;
  escalateAfterMs: number;
  /** Mock mode only: immediate orders are taken whatever the hour (pre-orders keep the hours). */
  anyHour: boolean;
  maxOpenPerPhone: number;
  maxPerClient: number;
  clientWindowMs: number;
  minFillMs: number;
  searchDailyCap: number;
  routeDailyCap: number;
  searchPerClientMinute: number;
};

export type RateLimitConfig = {
  loginMaxFailures: number;
  /** The first lockout of a username; each further failure doubles it up to `loginMaxDelayMs`. */
  loginWindowMs: number;
  loginMaxDelayMs: number;
  /** Failed session checks (unknown tokens) per client within the window before 429. */
  sessionCheckMaxFailures: number;
  sessionCheckWindowMs: number;
  contactMaxMessages: number;
  contactWindowMs: number;
};

/** Limits that keep slow or numerous connections from one client from holding the server. */
export type ServerLimits = {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** How long an idle connection stays open for its next request. */
  keepAliveTimeoutMs: number;
  socketConnectTimeoutMs: number;
  maxConnectionsPerClient: number;
};

export type TraccarAuth =
  { kind: 'token'; token: string } | { kind: 'basic'; user: string; password: string };

/** Which vehicle-tracking service the fleet poll asks, with its own settings. */
export type FleetProviderConfig =
  | { name: 'simulated'; vehicles: number; seed: number }
  | { name: 'cargroups'; baseUrl: string; key: string }
  | { name: 'traccar'; baseUrl: string; auth: TraccarAuth };

export type FleetConfig = {
  pollIntervalMs: number;
  /** A whole poll (authenticate + fetch) must finish within this time. */
  timeoutMs: number;
  maxBackoffMs: number;
  provider: FleetProviderConfig;
};

/** Redis for the state several replicas must agree on; absent = everything in-process. */
export type SharedStateConfig = {
  url: string;
  /** Every key and channel starts with it, so deployments can share one Redis. */
  keyPrefix: string;
  /** A command without an answer within this is a failure (the in-process fallback answers). */
  commandTimeoutMs: number;
};

/** Which place-search and routing service the geo module asks, with its own settings. */
export type GeoProviderConfig =
  | { name: 'memory' }
  | {
      name: 'google';
      serverKey: string;
      /** Sent to the SPA by `/api/geo/config` so it can render Google Maps; never the server key. */
      browserKey?: string;
      placesBaseUrl: string;
      routesBaseUrl: string;
    }
  | { name: 'osrm'; osrmUrl: string; photonUrl: string };

export type GeoConfig = {
  /** Each call to a map service must finish within this time. */
  timeoutMs: number;
  /** How long search and route answers are reused (0 = not cached). */
  cacheTtlMs: number;
  /** Leaflet tile URL template; null with `MAP_TILE_URL=off` (the SPA draws the basemap instead). */
  tileUrl: string | null;
  tileAttribution: string;
  provider: GeoProviderConfig;
};

/** The gateway's whole configuration, parsed once from the environment. Injected by class. */
export class AppConfig {
  readonly nodeEnv: Env['NODE_ENV'];
  readonly port: number;
  readonly host: string;
  readonly logLevel: Env['LOG_LEVEL'];
  /** JSON for collectors; human-readable lines for a developer's terminal (`auto`: pretty on a TTY). */
  readonly logFormat: 'json' | 'pretty';
  readonly webDistDir: string;
  readonly bodyLimitBytes: number;
  readonly upstream: UpstreamConfig;
  readonly mock: MockConfig;
  readonly tariff: Tariff;
  readonly session: {
    maxAgeMs: number;
    /** No input for this long locks the session (0: never); background refreshes are no input. */
    idleMs: number;
    cookieSecure: 'auto' | boolean;
  };
  /** Express "trust proxy": false, a hop count, or proxy addresses/CIDRs (never `true`). */
  readonly trustProxy: false | number | string;
  readonly allowedOrigins: string[];
  /** When set, the only origin the gateway answers as; other Host headers are refused. */
  readonly publicOrigin: string | undefined;
  /** Signs the login device cookies; undefined = a random key per start (cookies die on restart). */
  readonly deviceCookieSecret: string | undefined;
  readonly server: ServerLimits;
  /** After SIGTERM: how long the port still accepts, then how long in-flight requests may take. */
  readonly shutdown: { delayMs: number; drainMs: number };
  /** Names this process on Stav systému and in the fleet lease (REPLICA_ID, else host name and pid). */
  readonly replicaId: string;
  /** The name ops gave this replica (REPLICA_ID): on every log line and in `/readyz`; null when unset. */
  readonly replicaName: string | null;
  readonly sharedState: SharedStateConfig | null;
  /** Where `/metrics` listens; null = no metrics at all. */
  readonly metrics: { port: number; host: string } | null;
  readonly rateLimits: RateLimitConfig;
  readonly webOrders: WebOrderConfig;
  readonly fleet: FleetConfig;
  readonly geo: GeoConfig;

  private constructor(env: Env) {
    this.nodeEnv = env.NODE_ENV;
    this.port = env.PORT;
    this.host = env.HOST;
    this.logLevel = env.LOG_LEVEL;
    this.logFormat = env.LOG_FORMAT === 'auto' ? (process.stdout.isTTY ? 'pretty' : 'json') : env.LOG_FORMAT;
    this.webDistDir = path.resolve(env.WEB_DIST_DIR ?? path.join(__dirname, '..', '..', 'web', 'dist'));
    this.bodyLimitBytes = env.BODY_LIMIT_KB * 1024;
    this.upstream = env.UPSTREAM_URL
      ? {
          mode: 'http',
          baseUrl: env.UPSTREAM_URL.replace(/\/+$/, ''),
          connectTimeoutMs: env.UPSTREAM_CONNECT_TIMEOUT_MS,
          responseTimeoutMs: env.UPSTREAM_RESPONSE_TIMEOUT_MS,
          tokenCacheMs: env.UPSTREAM_TOKEN_CACHE_MS,
          socketPath: env.UPSTREAM_SOCKET_PATH,
          socketToken: env.UPSTREAM_SOCKET_TOKEN,
          tokenHeader: parseTokenHeader(env.UPSTREAM_TOKEN_HEADER),
          timeZone: env.UPSTREAM_TIMEZONE,
          extensions: env.UPSTREAM_EXTENSIONS,
        }
      : { mode: 'memory' };
    this.mock = {
      adminUsername: env.MOCK_ADMIN_USERNAME,
      adminPassword: env.MOCK_ADMIN_PASSWORD,
      seed: env.MOCK_SEED,
      orderCount: env.MOCK_ORDER_COUNT,
      simulationIntervalMs: env.MOCK_SIMULATION_INTERVAL_MS,
      serviceToken: env.MOCK_SERVICE_TOKEN,
      webAccount: { username: env.MOCK_WEB_ORDER_USERNAME, password: env.MOCK_WEB_ORDER_PASSWORD },
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
      idleMs: env.SESSION_IDLE_MINUTES * 60_000,
      cookieSecure: env.COOKIE_SECURE === 'auto' ? 'auto' : env.COOKIE_SECURE === 'true',
    };
    this.trustProxy = parseTrustProxy(env.TRUST_PROXY);
    this.allowedOrigins = env.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin);
    this.publicOrigin = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : undefined;
    this.deviceCookieSecret = env.DEVICE_COOKIE_SECRET;
    this.server = {
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: Math.max(env.HTTP_REQUEST_TIMEOUT_MS, env.HTTP_HEADERS_TIMEOUT_MS),
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      socketConnectTimeoutMs: env.SOCKET_CONNECT_TIMEOUT_MS,
      maxConnectionsPerClient: env.MAX_CONNECTIONS_PER_CLIENT,
    };
    this.shutdown = { delayMs: env.SHUTDOWN_DELAY_MS, drainMs: env.SHUTDOWN_DRAIN_MS };
    this.replicaName = env.REPLICA_ID ?? null;
    this.replicaId = env.REPLICA_ID ?? `${hostname()}:${process.pid}`;
    this.metrics = env.METRICS_PORT === undefined ? null : { port: env.METRICS_PORT, host: env.METRICS_HOST };
    this.sharedState = env.REDIS_URL
      ? {
          url: env.REDIS_URL,
          keyPrefix: env.REDIS_KEY_PREFIX,
          commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
        }
      : null;
    this.rateLimits = {
      loginMaxFailures: env.LOGIN_MAX_FAILURES,
      loginWindowMs: env.LOGIN_FAILURE_WINDOW_MS,
      loginMaxDelayMs: Math.max(env.LOGIN_MAX_DELAY_MS, env.LOGIN_FAILURE_WINDOW_MS),
      sessionCheckMaxFailures: env.SESSION_CHECK_MAX_FAILURES,
      sessionCheckWindowMs: env.SESSION_CHECK_WINDOW_MS,
      contactMaxMessages: env.CONTACT_MAX_MESSAGES,
      contactWindowMs: env.CONTACT_WINDOW_MS,
    };
    const linkSecret = env.WEB_ORDER_LINK_SECRET ?? env.DEVICE_COOKIE_SECRET;
    const configuredAccount =
      env.WEB_ORDER_USERNAME && env.WEB_ORDER_PASSWORD
        ? { username: env.WEB_ORDER_USERNAME, password: env.WEB_ORDER_PASSWORD }
        : null;
    this.webOrders = {
      // The mock has its own web account built in.
      account: configuredAccount ?? (env.UPSTREAM_URL ? null : this.mock.webAccount),
      linkKey: linkSecret
        ? createHash('sha256').update(`web-order-links\u0000${linkSecret}`).digest()
        : randomBytes(32),
      linkKeyEphemeral: linkSecret === undefined,
      escalateAfterMs: env.WEB_ORDER_ESCALATE_MINUTES * 60_000,
      anyHour: env.MOCK_WEB_ORDERS_ANY_HOUR && !env.UPSTREAM_URL,
      maxOpenPerPhone: env.WEB_ORDER_MAX_OPEN_PER_PHONE,
      maxPerClient: env.WEB_ORDER_MAX_PER_CLIENT,
      clientWindowMs: env.WEB_ORDER_CLIENT_WINDOW_MS,
      minFillMs: env.WEB_ORDER_MIN_FILL_SECONDS * 1000,
      searchDailyCap: env.WEB_SEARCH_DAILY_CAP,
      routeDailyCap: env.WEB_ROUTE_DAILY_CAP,
      searchPerClientMinute: env.WEB_SEARCH_PER_CLIENT_MINUTE,
    };
    this.fleet = {
      pollIntervalMs: env.FLEET_POLL_INTERVAL_MS,
      timeoutMs: env.FLEET_TIMEOUT_MS,
      maxBackoffMs: env.FLEET_MAX_BACKOFF_MS,
      provider: fleetProvider(env),
    };
    this.geo = {
      timeoutMs: env.GEO_TIMEOUT_MS,
      cacheTtlMs: env.GEO_CACHE_TTL_MS,
      tileUrl: env.MAP_TILE_URL,
      tileAttribution: env.MAP_TILE_ATTRIBUTION,
      provider: geoProvider(env),
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

// The schema has already required the chosen provider's variables; the checks only narrow the types.
function fleetProvider(env: Env): FleetProviderConfig {
  const trimmed = (url: string) => url.replace(/\/+$/, '');
  switch (env.FLEET_PROVIDER) {
    case 'simulated':
      return { name: 'simulated', vehicles: env.FLEET_SIMULATED_VEHICLES, seed: env.MOCK_SEED };
    case 'cargroups':
      if (!env.FLEET_CARGROUPS_URL || !env.FLEET_CARGROUPS_KEY) {
        throw new ConfigError(['FLEET_CARGROUPS_URL, FLEET_CARGROUPS_KEY: required']);
      }
      return { name: 'cargroups', baseUrl: trimmed(env.FLEET_CARGROUPS_URL), key: env.FLEET_CARGROUPS_KEY };
    case 'traccar': {
      const { FLEET_TRACCAR_URL: url, FLEET_TRACCAR_TOKEN: token } = env;
      const { FLEET_TRACCAR_USER: user, FLEET_TRACCAR_PASSWORD: password } = env;
      const auth: TraccarAuth | undefined = token
        ? { kind: 'token', token }
        : user && password
          ? { kind: 'basic', user, password }
          : undefined;
      if (!url || !auth) {
        throw new ConfigError([
          'FLEET_TRACCAR_URL with FLEET_TRACCAR_TOKEN or FLEET_TRACCAR_USER/PASSWORD: required',
        ]);
      }
      return { name: 'traccar', baseUrl: trimmed(url), auth };
    }
  }
}

/** The chosen map service's own variables become required; start-up fails naming each missing one. */
function geoProvider(env: Env): GeoProviderConfig {
  const trimmed = (url: string) => url.replace(/\/+$/, '');
  const missing = (names: string[]) =>
    new ConfigError(names.map((name) => `${name}: required when GEO_PROVIDER=${env.GEO_PROVIDER}`));
  switch (env.GEO_PROVIDER) {
    case 'memory':
      return { name: 'memory' };
    case 'google':
      if (!env.GOOGLE_MAPS_SERVER_KEY) {
        throw missing(['GOOGLE_MAPS_SERVER_KEY']);
      }
      return {
        name: 'google',
        serverKey: env.GOOGLE_MAPS_SERVER_KEY,
        browserKey: env.GOOGLE_MAPS_BROWSER_KEY,
        placesBaseUrl: trimmed(env.GOOGLE_PLACES_BASE_URL),
        routesBaseUrl: trimmed(env.GOOGLE_ROUTES_BASE_URL),
      };
    case 'osrm':
      if (!env.OSRM_URL || !env.PHOTON_URL) {
        throw missing([...(env.OSRM_URL ? [] : ['OSRM_URL']), ...(env.PHOTON_URL ? [] : ['PHOTON_URL'])]);
      }
      return { name: 'osrm', osrmUrl: trimmed(env.OSRM_URL), photonUrl: trimmed(env.PHOTON_URL) };
  }
}

// The schema has refused `true`.
function parseTrustProxy(value: string): false | number | string {
  if (value === 'false') {
    return false;
  }
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** `authorization` → Bearer; `authorization:Token` → that scheme; `x-access-token` → bare; `none`. */
function parseTokenHeader(value: string): TokenHeader {
  if (value === 'none') {
    return null;
  }
  const [name = 'authorization', scheme] = value.split(':');
  const header = name.toLowerCase();
  if (scheme) {
    return { name: header, scheme };
  }
  return header === 'authorization' ? { name: header, scheme: 'Bearer' } : { name: header };
}
