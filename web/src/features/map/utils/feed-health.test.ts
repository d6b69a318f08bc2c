import type { FleetSnapshot } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import {
  FLEET_OUTAGE_MESSAGE,
  fleetOutageText,
  fleetProviderLabel,
  formatActiveOrderCount,
  formatPollTime,
  formatVehicleCount,
} from './feed-health';

const healthy: FleetSnapshot = {
  positions: [],
  fetchedAt: '2026-11-23T12:05:09.000Z',
  ageMs: 1_000,
  stale: false,
  provider: 'simulated',
};

describe('feed health', () => {
  it('shows the last poll in Prague time with seconds', () => {
    expect(formatPollTime('2026-11-23T12:05:09.000Z')).toBe('13:05:09');
    expect(formatPollTime('2026-07-01T22:00:00.000Z')).toBe('0:00:00');
    expect(formatPollTime('nonsense')).toBe('');
  });

  it('names the tracking source in Czech where it has a Czech name', () => {
    expect(fleetProviderLabel('simulated')).toBe('simulace');
    expect(fleetProviderLabel('traccar')).toBe('Traccar');
    expect(fleetProviderLabel('other')).toBe('other');
  });

  it('has no outage banner while polls succeed', () => {
    expect(fleetOutageText(healthy)).toBeNull();
  });

  it('explains an outage with the gateway reason', () => {
    expect(fleetOutageText({ ...healthy, stale: true, error: 'Služba neodpověděla včas.' })).toBe(
      `${FLEET_OUTAGE_MESSAGE} Služba neodpověděla včas.`,
    );
    expect(fleetOutageText({ ...healthy, stale: true })).toBe(FLEET_OUTAGE_MESSAGE);
  });

  it('counts vehicles and orders in Czech', () => {
    expect([0, 1, 3, 6].map(formatVehicleCount)).toEqual([
      '0 vozidel',
      '1 vozidlo',
      '3 vozidla',
      '6 vozidel',
    ]);
    expect([1, 2, 7].map(formatActiveOrderCount)).toEqual([
      '1 aktivní objednávka',
      '2 aktivní objednávky',
      '7 aktivních objednávek',
    ]);
  });
});
