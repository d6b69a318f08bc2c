import type { FleetSnapshot } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import {
  formatSecondsAgo,
  isVehicleStale,
  secondsSinceReport,
  serverClockOffsetMs,
  VEHICLE_STALE_AFTER_MS,
} from './vehicle-staleness';

const T = Date.parse('2026-11-23T12:00:00.000Z');

function snapshot(fetchedAt: string | null, ageMs: number | null): FleetSnapshot {
  return { positions: [], fetchedAt, ageMs, stale: false, provider: 'simulated' };
}

describe('seconds since a car reported', () => {
  it('counts whole seconds and never goes negative', () => {
    expect(secondsSinceReport(T, T + 12_900)).toBe(12);
    expect(secondsSinceReport(T, T - 3_000)).toBe(0);
  });

  it('is unknown without a report time', () => {
    expect(secondsSinceReport(null, T)).toBeNull();
    expect(secondsSinceReport(Number.NaN, T)).toBeNull();
  });

  it('reads in Czech, with minutes and hours for long silences', () => {
    expect(formatSecondsAgo(0)).toBe('před 0 s');
    expect(formatSecondsAgo(59)).toBe('před 59 s');
    expect(formatSecondsAgo(125)).toBe('před 2 min 5 s');
    expect(formatSecondsAgo(3_780)).toBe('před 1 h 3 min');
    expect(formatSecondsAgo(null)).toBe('neznámo');
  });
});

describe('a stale car', () => {
  it('is fresh up to a minute after its report and stale after', () => {
    expect(isVehicleStale(T, T + VEHICLE_STALE_AFTER_MS, false)).toBe(false);
    expect(isVehicleStale(T, T + VEHICLE_STALE_AFTER_MS + 1_000, false)).toBe(true);
  });

  it('is stale whenever the whole feed is, or its report time is unknown', () => {
    expect(isVehicleStale(T, T + 1_000, true)).toBe(true);
    expect(isVehicleStale(null, T, false)).toBe(true);
  });
});

describe('the gateway clock', () => {
  it('is the poll time plus its age, compared with when the browser received it', () => {
    const fetchedAt = new Date(T).toISOString();
    // The gateway answered 2 s after its poll; this browser's clock is 5 s behind.
    expect(serverClockOffsetMs(snapshot(fetchedAt, 2_000), T + 2_000 - 5_000)).toBe(5_000);
  });

  it('is taken as this clock before the first poll', () => {
    expect(serverClockOffsetMs(snapshot(null, null), T)).toBe(0);
    expect(serverClockOffsetMs(snapshot('nonsense', 10), T)).toBe(0);
  });
});
