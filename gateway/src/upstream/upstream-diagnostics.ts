import type { UpstreamFailure } from './upstream.errors';

const HOUR_MS = 60 * 60_000;

export type CallStats = {
  call: string;
  /** Records left out of answers to this call during the last hour (each answer counted). */
  skippedLastHour: number;
  /** Records left out of the latest answer. */
  skippedLastAnswer: number;
  lastSkippedAt: string | null;
};

export type UpstreamDiagnosticsSnapshot = {
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastFailure: UpstreamFailure | null;
  /** Duration of the latest answered call, ms. */
  lastLatencyMs: number | null;
  skipped: CallStats[];
};

type SkipEvent = { at: number; count: number };

/**
 * What the upstream adapter saw lately, for ops and the admin's "Stav systému" page: the last
 * success and failure, latency, and records it had to leave out per call. Adapter-neutral.
 */
export class UpstreamDiagnostics {
  private lastSuccessAt: number | null = null;
  private lastFailureAt: number | null = null;
  private lastFailure: UpstreamFailure | null = null;
  private lastLatencyMs: number | null = null;
  private readonly skips = new Map<string, { events: SkipEvent[]; last: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  answered(latencyMs: number): void {
    this.lastSuccessAt = this.now();
    this.lastLatencyMs = Math.round(latencyMs);
  }

  failed(failure: UpstreamFailure): void {
    this.lastFailureAt = this.now();
    this.lastFailure = failure;
  }

  /** Called for every answer to a list call, so "0 in the last answer" is known too. */
  readList(call: string, skipped: number): void {
    const entry = this.skips.get(call) ?? { events: [], last: 0 };
    entry.last = skipped;
    if (skipped > 0) {
      entry.events.push({ at: this.now(), count: skipped });
    }
    this.prune(entry.events);
    this.skips.set(call, entry);
  }

  snapshot(): UpstreamDiagnosticsSnapshot {
    const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
    const skipped = [...this.skips.entries()]
      .map(([call, { events, last }]) => {
        this.prune(events);
        return {
          call,
          skippedLastHour: events.reduce((sum, event) => sum + event.count, 0),
          skippedLastAnswer: last,
          lastSkippedAt: iso(events.at(-1)?.at ?? null),
        };
      })
      .filter((stats) => stats.skippedLastHour > 0 || stats.skippedLastAnswer > 0)
      .sort((a, b) => a.call.localeCompare(b.call));
    return {
      lastSuccessAt: iso(this.lastSuccessAt),
      lastFailureAt: iso(this.lastFailureAt),
      lastFailure: this.lastFailure,
      lastLatencyMs: this.lastLatencyMs,
      skipped,
    };
  }

  private prune(events: SkipEvent[]): void {
    const since = this.now() - HOUR_MS;
    while (events.length > 0 && (events[0]?.at ?? 0) < since) {
      events.shift();
    }
  }
}
