// Types of cluster.mjs for the TypeScript HA suite.
export const root: string;
export const gatewayMain: string;
export const MOCK_SERVICE_TOKEN: string;
export const LOCAL_DEVICE_COOKIE_SECRET: string;
export const PROMETHEUS: string;
export const PROMTOOL: string;

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type GatewayProcess = {
  name: string;
  port: number;
  url: string;
  /** Its /metrics port, when started with METRICS_PORT. */
  metricsPort: number | null;
  pid: number | undefined;
  /** The process's latest output lines (JSON log lines). */
  output: string[];
  exited: Promise<Exit>;
  stop(signal?: NodeJS.Signals): Promise<Exit>;
  kill(): Promise<Exit>;
  alive(): boolean;
};

export type RedisProcess = {
  port: number;
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export type NginxProcess = {
  url: string;
  output: string[];
  /** nginx's error log so far. */
  errorLog(): string;
  stop(): Promise<void>;
};

export type PrometheusProcess = {
  url: string;
  output: string[];
  stop(): Promise<void>;
};

export type Cluster = {
  redis: RedisProcess;
  upstream: GatewayProcess;
  replicas: GatewayProcess[];
  nginx: NginxProcess | null;
  stop(): Promise<void>;
};

export function freePort(): Promise<number>;
export function requireGatewayBuild(): void;
export function sleep(ms: number): Promise<void>;
export function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  timeoutMs?: number,
  everyMs?: number,
): Promise<NonNullable<T>>;
export function startRedis(): Promise<RedisProcess>;
export function startGateway(
  name: string,
  env: Record<string, string>,
  options?: { port?: number; readyTimeoutMs?: number },
): Promise<GatewayProcess>;
export function startMockUpstream(env?: Record<string, string>): Promise<GatewayProcess>;
export function startReplica(
  name: string,
  options: { upstreamUrl: string; redisUrl: string; env?: Record<string, string>; port?: number },
): Promise<GatewayProcess>;
export function startNginx(replicaPorts: number[]): Promise<NginxProcess>;
export function startPrometheus(
  targets: string[],
  options?: { interval?: string },
): Promise<PrometheusProcess>;
export function startCluster(options?: {
  replicas?: number;
  env?: Record<string, string>;
  upstreamEnv?: Record<string, string>;
  nginx?: boolean;
  metrics?: boolean;
}): Promise<Cluster>;
