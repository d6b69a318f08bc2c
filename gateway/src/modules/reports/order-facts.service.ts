import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  type FactsKnownSince,
  ORDER_FACT_KINDS,
  type OrderFact,
  type OrderFacts as OrderFactsAnswer,
  OrderFactSchema,
} from '@taxi/contracts';
import { AuditedWriteEvents } from '@/common/audit/audited-write-events';
import type { SharedLog } from '@/shared-state/shared-log';
import { SharedState } from '@/shared-state/shared-state';
import { SharedValues } from '@/shared-state/shared-values';
import { UpstreamEventsPort } from '@/upstream/upstream-events.port';
import { factOfDecline, factOfWrite } from './facts-from-events';

const DAY_MS = 24 * 60 * 60_000;
/**
 * A report's year and a margin; beyond 200,000 facts (far more than a year of a town's taxi) the
 * oldest go first.
 */
export const ORDER_FACTS_BOUNDS = { maxAgeMs: 370 * DAY_MS, maxEntries: 200_000 };

/** What the web-order module tells about an order placed on the public site. */
export type WebOrderRecord = { orderNumber: number | null; at: Date; language: string };

/**
 * The gateway's own records of what the company's order list cannot tell (docs/reports.md): phone
 * orders, deletions, re-dispatches and assignments from the admins' audited writes, declines from the
 * server's live events, web orders from the public site. Shared by the replicas through Redis when it
 * is set. Each kind is known from the first start that found none recorded.
 */
@Injectable()
export class OrderFacts implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('OrderFacts');
  private readonly log: SharedLog;
  private readonly subscriptions: (() => void)[] = [];
  private since: Promise<FactsKnownSince> | null = null;

  constructor(
    @Inject(SharedState) shared: SharedState,
    @Inject(SharedValues) private readonly values: SharedValues,
    @Inject(AuditedWriteEvents) private readonly writes: AuditedWriteEvents,
    @Inject(UpstreamEventsPort) private readonly events: UpstreamEventsPort,
  ) {
    this.log = shared.log('order-facts', ORDER_FACTS_BOUNDS);
  }

  onModuleInit(): void {
    this.since = this.startKnowing();
    this.subscriptions.push(
      this.writes.on((write) => {
        const fact = factOfWrite(write);
        if (fact) {
          this.record(fact);
        }
      }),
      this.events.onEvent(({ name, payload }) => {
        if (name === 'rideDecline') {
          const fact = factOfDecline(payload, new Date());
          // Every replica relays every event: the row's decline is kept once.
          this.record(
            fact,
            fact.kind === 'declined' && fact.rowId !== null ? `declined:${fact.rowId}` : undefined,
          );
        }
      }),
    );
  }

  onModuleDestroy(): void {
    this.subscriptions.splice(0).forEach((unsubscribe) => unsubscribe());
  }

  /**
   * For the web-order module (the public site's ordering): call once an order placed on the site has
   * been accepted by the company's server. `orderNumber`: its `id_order` when known. Never rejects:
   * the order exists whether or not its fact could be kept.
   */
  recordWebOrder({ orderNumber, at, language }: WebOrderRecord): Promise<void> {
    const fact: OrderFact = {
      kind: 'webOrder',
      at: at.toISOString(),
      orderNumber,
      language: language.slice(0, 16),
    };
    return this.append(fact).catch((error: unknown) => this.warnUnkept(fact, error));
  }

  /** The facts recorded in [from, to) and since when each kind is known. */
  async read(from: Date, to: Date): Promise<OrderFactsAnswer> {
    const texts = await this.log.range(from.getTime(), to.getTime());
    const facts: OrderFact[] = [];
    for (const text of texts) {
      const parsed = OrderFactSchema.safeParse(parseJson(text));
      if (parsed.success) {
        facts.push(parsed.data);
      }
    }
    return { knownSince: await this.knownSince(), facts };
  }

  knownSince(): Promise<FactsKnownSince> {
    this.since ??= this.startKnowing();
    return this.since;
  }

  private record(fact: OrderFact, onceKey?: string): void {
    this.append(fact, onceKey).catch((error: unknown) => this.warnUnkept(fact, error));
  }

  private warnUnkept(fact: OrderFact, error: unknown): void {
    this.logger.warn({ kind: fact.kind, error: String(error) }, 'An order fact could not be kept');
  }

  private append(fact: OrderFact, onceKey?: string): Promise<void> {
    return this.log.append(Date.parse(fact.at), JSON.stringify(fact), onceKey);
  }

  private async startKnowing(): Promise<FactsKnownSince> {
    const now = new Date().toISOString();
    const entries = await Promise.all(
      ORDER_FACT_KINDS.map(async (kind) => [
        kind,
        await this.values.setIfAbsent(`order-facts:since:${kind}`, now),
      ]),
    );
    return Object.fromEntries(entries) as FactsKnownSince;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
