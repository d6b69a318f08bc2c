import type { FleetSnapshot } from '@taxi/contracts';

/** A car that has not reported for longer than this is shown greyed (six missed 10 s polls). */
export const VEHICLE_STALE_AFTER_MS = 60_000;

/**
 * Difference between the gateway's clock and this browser's, from a snapshot's `fetchedAt` and
 * `ageMs` (the gateway's "now" when it answered) and when the browser received it. Ages computed
 * with it stay right on a computer whose clock is off.
 */
export function serverClockOffsetMs(snapshot: FleetSnapshot, receivedAtMs: number): number {
  if (snapshot.fetchedAt === null || snapshot.ageMs === null) {
    return 0;
  }
  const fetchedAtMs = Date.parse(snapshot.fetchedAt);
  return Number.isNaN(fetchedAtMs) ? 0 : fetchedAtMs + snapshot.ageMs - receivedAtMs;
}

/** Whole seconds from `reportedAtMs` to `nowMs` (never negative); null when the time is unknown. */
export function secondsSinceReport(reportedAtMs: number | null, nowMs: number): number | null {
  if (reportedAtMs === null || Number.isNaN(reportedAtMs)) {
    return null;
  }
  return Math.max(0, Math.floor((nowMs - reportedAtMs) / 1000));
}

/** Greyed on the map: the whole feed is down, or this car's last report is too old or unknown. */
export function isVehicleStale(reportedAtMs: number | null, nowMs: number, feedStale: boolean): boolean {
  const seconds = secondsSinceReport(reportedAtMs, nowMs);
  return feedStale || seconds === null || seconds * 1000 > VEHICLE_STALE_AFTER_MS;
}

/** "před 7 s", "před 2 min 5 s", "před 1 h 3 min"; "neznámo" without a time. */
export function formatSecondsAgo(seconds: number | null): string {
  if (seconds === null) {
    return 'neznámo';
  }
  if (seconds < 60) {
    return `před ${seconds} s`;
  }
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) {
    return `před ${minutes} min ${seconds % 60} s`;
  }
  return `před ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
