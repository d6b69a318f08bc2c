import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How one call to the company's server ended, as ops count it. */
export type UpstreamOutcome = 'ok' | '4xx' | '5xx' | 'timeout' | 'refused' | 'unreadable';
/** What a session check decided: a live session, a token the server does not know (or logged out), a refusal to ask, or no answer. */
export type SessionVerdict = 'valid' | 'unknown' | 'ended' | 'throttled' | 'error';
/** Which limit refused a client (429). */
export type LimitName = 'login' | 'session-check' | 'contact' | 'logout' | 'web-order' | 'web-search';
/** How a web order ended at the gateway (`taxi_web_orders_total{outcome}`). */
export const WEB_ORDER_OUTCOMES = [
  'created',
  'refused_hours',
  'refused_blacklist',
  'limited',
  'paused',
  'failed',
] as const;
export type WebOrderOutcome = (typeof WEB_ORDER_OUTCOMES)[number];

const PREFIX = 'taxi_';
// Seconds: a static file takes a millisecond, 10,000 orders through the http adapter half a second.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Sample = { labels?: Record<string, string>; value: number };

/**
 * The gateway's Prometheus metrics (prom-client): Node's own (event-loop lag, heap, GC, handles)
 * and the product's, every label from a bounded set (catalogue names and route templates, never a
 * URL, token, phone or name). Off unless `METRICS_PORT` is set: then every method is a no-op and
 * nothing is measured, so a gateway without metrics pays nothing.
 */
export class Metrics {
  readonly registry: Registry | null;
  private readonly http?: Histogram<'method' | 'route' | 'status_class'>;
  private readonly upstream?: Histogram<'call' | 'outcome'>;
  private readonly sessions?: Counter<'verdict'>;
  private readonly skipped?: Counter<'call' | 'field'>;
  private readonly polls?: Counter<'outcome'>;
  private readonly geo?: Counter<'operation' | 'outcome'>;
  private readonly relayed?: Counter<'event'>;
  private readonly sos?: Counter;
  private readonly loginFailures?: Counter;
  private readonly lockouts?: Counter<'reason'>;
  private readonly refusals?: Counter<'limit'>;
  private readonly csrf?: Counter;
  private readonly adminActions?: Counter<'action' | 'outcome'>;
  private readonly webOrders?: Counter<'outcome'>;

  private constructor(enabled: boolean) {
    if (!enabled) {
      this.registry = null;
      return;
    }
    const registry = new Registry();
    this.registry = registry;
    collectDefaultMetrics({ register: registry, prefix: PREFIX });
    const registers = [registry];
    this.http = new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'HTTP requests the gateway answered, by method, route template and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.upstream = new Histogram({
      name: `${PREFIX}upstream_call_duration_seconds`,
      help: "Calls to the company's server by catalogue name and outcome",
      labelNames: ['call', 'outcome'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.sessions = new Counter({
      name: `${PREFIX}session_checks_total`,
      help: 'Session (token) checks by verdict',
      labelNames: ['verdict'],
      registers,
    });
    this.skipped = new Counter({
      name: `${PREFIX}upstream_skipped_records_total`,
      help: "Records of the company's server left out as unreadable, by call and field",
      labelNames: ['call', 'field'],
      registers,
    });
    this.polls = new Counter({
      name: `${PREFIX}fleet_polls_total`,
      help: 'Polls of the vehicle-tracking provider by outcome',
      labelNames: ['outcome'],
      registers,
    });
    this.geo = new Counter({
      name: `${PREFIX}geo_calls_total`,
      help: 'Place-search and route calls to the map provider (cache misses) by operation and outcome',
      labelNames: ['operation', 'outcome'],
      registers,
    });
    this.relayed = new Counter({
      name: `${PREFIX}realtime_events_relayed_total`,
      help: "Live events from the company's server relayed to this replica's admin browsers, by event",
      labelNames: ['event'],
      registers,
    });
    this.sos = new Counter({
      name: `${PREFIX}sos_alerts_received_total`,
      help: 'SOS alerts received from the company server',
      registers,
    });
    this.loginFailures = new Counter({
      name: `${PREFIX}login_failures_total`,
      help: 'Logins refused for wrong credentials',
      registers,
    });
    this.lockouts = new Counter({
      name: `${PREFIX}login_lockouts_total`,
      help: 'Logins refused before asking the server (429), by the limit that held',
      labelNames: ['reason'],
      registers,
    });
    this.refusals = new Counter({
      name: `${PREFIX}rate_limit_refusals_total`,
      help: 'Requests refused with 429 by a client limit',
      labelNames: ['limit'],
      registers,
    });
    this.csrf = new Counter({
      name: `${PREFIX}csrf_refusals_total`,
      help: 'Writes refused because they came from another site (403)',
      registers,
    });
    this.webOrders = new Counter({
      name: `${PREFIX}web_orders_total`,
      help: 'Orders sent from the public site, by outcome',
      labelNames: ['outcome'],
      registers,
    });
    // Every outcome from the start: a day without a refusal shows 0, not a missing series.
    for (const outcome of WEB_ORDER_OUTCOMES) {
      this.webOrders.inc({ outcome }, 0);
    }
    this.adminActions = new Counter({
      name: `${PREFIX}admin_actions_total`,
      help: 'Admin writes (the audit trail) by catalogue name and status class answered',
      labelNames: ['action', 'outcome'],
      registers,
    });
  }

  adminAction(action: string, status: number): void {
    this.adminActions?.inc({ action, outcome: `${Math.floor(status / 100)}xx` });
  }

  static create(enabled: boolean): Metrics {
    return new Metrics(enabled);
  }

  get enabled(): boolean {
    return this.registry !== null;
  }

  httpRequest(method: string, route: string, status: number, seconds: number): void {
    this.http?.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
  }

  upstreamCall(call: string, outcome: UpstreamOutcome, seconds: number): void {
    this.upstream?.observe({ call, outcome }, seconds);
  }

  sessionCheck(verdict: SessionVerdict): void {
    this.sessions?.inc({ verdict });
  }

  skippedRecord(call: string, field: string): void {
    // Positions inside a list are not part of the field's name: `stops.3.place` counts as `stops[].place`.
    this.skipped?.inc({ call, field: field.replace(/(^|\.)\d+(?=\.|$)/g, '[]') });
  }

  fleetPoll(outcome: string): void {
    this.polls?.inc({ outcome });
  }

  geoCall(operation: 'search' | 'resolve' | 'route' | 'matrix', outcome: string): void {
    this.geo?.inc({ operation, outcome });
  }

  relayedEvent(event: string): void {
    this.relayed?.inc({ event });
    if (event === 'sos') {
      this.sos?.inc();
    }
  }

  loginFailure(): void {
    this.loginFailures?.inc();
  }

  loginThrottled(reason: string): void {
    this.lockouts?.inc({ reason });
    this.refusals?.inc({ limit: 'login' });
  }

  limitRefused(limit: Exclude<LimitName, 'login'>): void {
    this.refusals?.inc({ limit });
  }

  webOrder(outcome: WebOrderOutcome): void {
    this.webOrders?.inc({ outcome });
  }

  csrfRefused(): void {
    this.csrf?.inc();
  }

  /**
   * A gauge read when Prometheus scrapes (a snapshot's age, sockets connected now, a check made
   * then); `read` answers undefined while there is nothing to say (no snapshot yet, no Redis
   * configured), and the gauge then has no sample at all: absent, never a made-up 0.
   */
  gauge(
    name: string,
    help: string,
    read: () => Sample[] | number | undefined | Promise<Sample[] | number | undefined>,
    labelNames: string[] = [],
  ): void {
    if (!this.registry) {
      return;
    }
    let absent = false;
    const gauge = new Gauge({
      name: `${PREFIX}${name}`,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        const samples = await read();
        this.reset();
        absent = samples === undefined;
        if (typeof samples === 'number') {
          this.set(samples);
        } else {
          for (const sample of samples ?? []) {
            this.set(sample.labels ?? {}, sample.value);
          }
        }
      },
    });
    // prom-client gives a gauge without labels a 0 after `reset()`; an absent one must have none.
    const collected = gauge.get.bind(gauge);
    gauge.get = async () => {
      const metric = await collected();
      return absent ? { ...metric, values: [] } : metric;
    };
  }

  /** The text Prometheus scrapes. */
  render(): Promise<string> {
    return this.registry ? this.registry.metrics() : Promise.resolve('');
  }

  get contentType(): string {
    return this.registry?.contentType ?? 'text/plain';
  }
}
