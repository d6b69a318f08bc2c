import { Injectable } from '@nestjs/common';
import type { RideTime, SiteLanguage, WebOrderState } from '@taxi/contracts';
import { ShortLocks } from '@/shared-state/short-locks';
import { ShortNotes } from '@/shared-state/short-notes';

/** A pre-order may be 14 days ahead; its record lives until a day after. */
const OPEN_TTL_MS = 16 * 24 * 60 * 60_000;
/** The link works this long after the ride ended (or at once not at all, when cancelled). */
export const AFTER_END_MS = 24 * 60 * 60_000;
const INDEX = 'web-orders:index';
const INDEX_LIMIT = 500;

/** What the gateway keeps of a web order: what the company's server cannot hold, and its ending. */
export type StoredWebOrder = {
  orderNumber: number;
  /** The order's row id, as the delete call takes it; null if the server's list did not show it. */
  rowId: number | null;
  phone: string;
  createdAt: string;
  language: SiteLanguage;
  luggage: boolean;
  childSeat: boolean;
  note: string | null;
  when: RideTime;
  from: string;
  to: string;
  price: number;
  people: number;
  seenAt: string | null;
  /** Set by the gateway: cancelled by the visitor (or deleted by a dispatcher), declined with a reason. */
  outcome: { state: Extract<WebOrderState, 'cancelled' | 'declined'>; reason: string | null } | null;
  /** When the ride was seen ended (done, cancelled, declined): the link lasts a day after. */
  endedAt: string | null;
  /** The order number a re-dispatch by copy replaced this one with. */
  replacedBy: number | null;
};

/**
 * Web orders' records, shared by every replica (Redis when set): by order number, with the open ones
 * listed for the dispatch screens. Their needs and notes go when the link expires.
 */
@Injectable()
export class WebOrderRecords {
  constructor(
    private readonly notes: ShortNotes,
    private readonly locks: ShortLocks,
  ) {}

  async get(orderNumber: number): Promise<StoredWebOrder | null> {
    const text = await this.notes.get(`web-order:${orderNumber}`);
    return text ? (JSON.parse(text) as StoredWebOrder) : null;
  }

  /** Follows re-dispatches: the record a link of an older number now stands for. */
  async current(orderNumber: number): Promise<StoredWebOrder | null> {
    let record = await this.get(orderNumber);
    for (let hops = 0; record?.replacedBy && hops < 10; hops += 1) {
      record = await this.get(record.replacedBy);
    }
    return record;
  }

  async put(record: StoredWebOrder): Promise<void> {
    const ttl = record.endedAt
      ? Math.max(1, Date.parse(record.endedAt) + AFTER_END_MS - Date.now())
      : OPEN_TTL_MS;
    await this.notes.put(`web-order:${record.orderNumber}`, JSON.stringify(record), ttl);
    await this.index((numbers) =>
      record.endedAt
        ? numbers.filter((number) => number !== record.orderNumber)
        : [...new Set([...numbers, record.orderNumber])],
    );
  }

  /** The open web orders (not ended), oldest first. */
  async open(): Promise<StoredWebOrder[]> {
    const numbers = await this.numbers();
    const records = await Promise.all(numbers.map((number) => this.get(number)));
    return records.filter((record): record is StoredWebOrder => record !== null && record.endedAt === null);
  }

  private async numbers(): Promise<number[]> {
    const text = await this.notes.get(INDEX);
    return text ? (JSON.parse(text) as number[]) : [];
  }

  private async index(change: (numbers: number[]) => number[]): Promise<void> {
    // Read-change-write under a short lock shared by the replicas; without it two at once lose one.
    let release = null;
    for (let attempt = 0; attempt < 50 && !release; attempt += 1) {
      release = await this.locks.tryTake(INDEX, 5_000);
      if (!release) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    try {
      const next = change(await this.numbers()).slice(-INDEX_LIMIT);
      await this.notes.put(INDEX, JSON.stringify(next), OPEN_TTL_MS);
    } finally {
      await release?.();
    }
  }
}
