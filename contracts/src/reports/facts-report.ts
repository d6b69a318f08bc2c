import { foldText } from '../domain/text';
import type { OrderEntry } from '../orders/orders.schema';
import type { DriverFigures, OrderReport } from './order-report';
import { createdTimes, NO_DRIVER_KEY, NO_DRIVER_NAME } from './order-report';
import type { FactsKnownSince, OrderFact } from './order-facts.schema';
import type { ReportRange } from './report-period';

export type CountByName = { name: string; count: number };

/**
 * Where the period's orders came from. Only the part of the period since the gateway records both
 * sources (`knownFromMs`) is split; orders before it are `unknown`, never guessed.
 */
export type SourceFigures = {
  /** Null when the gateway does not record sources yet: every order is `unknown`. */
  knownFromMs: number | null;
  phone: number;
  web: number;
  /** Copies made by "Přeobsadit" without the server's extension. */
  copies: number;
  /** The rest of the orders since `knownFromMs`: the customer app, or typed straight into the server. */
  other: number;
  unknown: number;
};

export type FactsReport = {
  sources: SourceFigures;
  /** Deleted orders (dispatcher's delete), by who deleted them. */
  deleted: { total: number; byAdmin: CountByName[]; knownSince: string | null };
  /** Orders replaced by a copy with another driver, by the driver they were taken from. */
  redispatched: { total: number; byDriver: CountByName[]; knownSince: string | null };
  /**
   * Declines the server's events reported that the list no longer shows as declined (the order was
   * given another driver, or deleted); a driver only where the event named one.
   */
  declined: { total: number; unnamed: number; byDriver: CountByName[]; knownSince: string | null };
};

/** A driver's row with what only the gateway's records tell: declines the list lost, and cancellations. */
export type DriverRow = DriverFigures & {
  /** Declines known only from the server's events (the list no longer shows them declined). */
  declinedByEvent: number;
  /** Orders taken from this driver by re-dispatch (deleted and replaced by a copy). */
  cancelled: number;
};

const UNKNOWN_ADMIN = 'neznámý dispečer';

function countBy(names: readonly (string | null)[], fallback: string): CountByName[] {
  const counts = new Map<string, CountByName>();
  for (const raw of names) {
    const name = raw?.trim() || fallback;
    const key = foldText(name);
    const entry = counts.get(key) ?? { name, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'cs'));
}

function laterOf(...times: (string | null)[]): number | null {
  let latest = -Infinity;
  for (const time of times) {
    if (time === null) {
      return null;
    }
    latest = Math.max(latest, Date.parse(time));
  }
  return latest;
}

/**
 * The figures of the gateway's order facts in a period (`facts`: those recorded in it), measured
 * against the period's orders where they must be (how many orders had no recorded source).
 */
export function buildFactsReport(
  facts: readonly OrderFact[],
  knownSince: FactsKnownSince,
  range: ReportRange,
  entries: readonly OrderEntry[],
): FactsReport {
  const inRange = facts.filter((fact) => {
    const at = Date.parse(fact.at);
    return at >= range.startMs && at < range.endMs;
  });
  const since = laterOf(knownSince.phoneOrder, knownSince.webOrder);
  const knownFromMs = since === null ? null : Math.max(since, range.startMs);
  let ordersSince = 0;
  let unknown = 0;
  // A decline the list still shows is counted there (with its driver, if it names one).
  const counted = new Set<number>();
  const times = createdTimes(entries);
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index]!;
    if (entry.ride.status === 'declined') {
      counted.add(entry.id);
    }
    const created = times[index]!;
    if (Number.isNaN(created) || created < range.startMs || created >= range.endMs) {
      continue;
    }
    if (knownFromMs !== null && created >= knownFromMs) {
      ordersSince += 1;
    } else {
      unknown += 1;
    }
  }
  const countSince = (kind: OrderFact['kind']) =>
    knownFromMs === null
      ? 0
      : inRange.filter((fact) => fact.kind === kind && Date.parse(fact.at) >= knownFromMs).length;
  const phone = countSince('phoneOrder');
  const web = countSince('webOrder');
  const copies =
    knownFromMs === null
      ? 0
      : inRange.filter(
          (fact) =>
            fact.kind === 'redispatched' &&
            fact.replacementOrderNumber !== null &&
            Date.parse(fact.at) >= knownFromMs,
        ).length;

  const deletedFacts = inRange.filter((fact) => fact.kind === 'deleted');
  const redispatchedFacts = inRange.filter((fact) => fact.kind === 'redispatched');
  const declinedFacts = inRange.filter(
    (fact) => fact.kind === 'declined' && !(fact.rowId !== null && counted.has(fact.rowId)),
  );
  const namedDeclines = declinedFacts.flatMap((fact) =>
    fact.kind === 'declined' && fact.driver?.trim() ? [fact.driver] : [],
  );

  return {
    sources: {
      knownFromMs,
      phone,
      web,
      copies,
      other: Math.max(0, ordersSince - phone - web - copies),
      unknown,
    },
    deleted: {
      total: deletedFacts.length,
      byAdmin: countBy(
        deletedFacts.map((fact) => (fact.kind === 'deleted' ? fact.admin : null)),
        UNKNOWN_ADMIN,
      ),
      knownSince: knownSince.deleted,
    },
    redispatched: {
      total: redispatchedFacts.length,
      byDriver: countBy(
        redispatchedFacts.map((fact) => (fact.kind === 'redispatched' ? fact.fromDriver : null)),
        NO_DRIVER_NAME,
      ),
      knownSince: knownSince.redispatched,
    },
    declined: {
      total: declinedFacts.length,
      unnamed: declinedFacts.length - namedDeclines.length,
      byDriver: countBy(namedDeclines, NO_DRIVER_NAME),
      knownSince: knownSince.declined,
    },
  };
}

/**
 * The per-driver table: the order list's figures with the declines only the events told and the
 * re-dispatches away from each driver, matched by the driver's name (what both sides know).
 */
export function driverRows(orders: OrderReport, facts: FactsReport | null): DriverRow[] {
  const rows = orders.drivers.map<DriverRow>((driver) => ({ ...driver, declinedByEvent: 0, cancelled: 0 }));
  if (!facts) {
    return rows;
  }
  const byName = new Map<string, DriverRow>();
  for (const row of rows) {
    if (row.key !== NO_DRIVER_KEY) {
      byName.set(foldText(row.name), row);
    }
  }
  const rowOf = (name: string) => {
    const key = foldText(name);
    let row = byName.get(key);
    if (!row) {
      row = {
        key: `name:${key}`,
        name,
        done: 0,
        declined: 0,
        km: 0,
        revenue: 0,
        priced: 0,
        declinedByEvent: 0,
        cancelled: 0,
      };
      byName.set(key, row);
      rows.push(row);
    }
    return row;
  };
  for (const { name, count } of facts.declined.byDriver) {
    rowOf(name).declinedByEvent += count;
  }
  for (const { name, count } of facts.redispatched.byDriver) {
    if (name !== NO_DRIVER_NAME) {
      rowOf(name).cancelled += count;
    }
  }
  // Stable: the rides without a driver stay last.
  return rows.sort((a, b) => Number(a.key === NO_DRIVER_KEY) - Number(b.key === NO_DRIVER_KEY));
}
