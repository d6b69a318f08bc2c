import type { DriverPosition, FleetSnapshot } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import { formatPosition, toVehicleMarkers } from './vehicle-markers';

function car(overrides: Partial<DriverPosition>): DriverPosition {
  return {
    carID: 1,
    position: { latitude: 50.5155, longitude: 14.0543 },
    toolTipText: 'Novák – volný',
    spz: '4U5 8568',
    ...overrides,
  };
}

function snapshot(positions: DriverPosition[]): FleetSnapshot {
  return {
    positions,
    fetchedAt: '2026-11-23T12:00:10.000Z',
    ageMs: 0,
    stale: false,
    provider: 'simulated',
  };
}

describe('vehicle markers', () => {
  it('take the plate, tooltip text, position and report time of each car', () => {
    const [marker] = toVehicleMarkers(snapshot([car({ reportedAt: '2026-11-23T12:00:04.000Z' })]));
    expect(marker).toEqual({
      id: '1',
      plate: '4U5 8568',
      text: 'Novák – volný',
      lat: 50.5155,
      lng: 14.0543,
      reportedAtMs: Date.parse('2026-11-23T12:00:04.000Z'),
    });
  });

  it('use the poll time when the provider does not say when a car reported', () => {
    const [marker] = toVehicleMarkers(snapshot([car({})]));
    expect(marker?.reportedAtMs).toBe(Date.parse('2026-11-23T12:00:10.000Z'));
  });

  it('fall back to the car id without a plate and sort by plate', () => {
    const markers = toVehicleMarkers(
      snapshot([
        car({ carID: 'b', spz: 'ZZ 1' }),
        car({ carID: 7, spz: '  ' }),
        car({ carID: 'a', spz: 'AB 2' }),
      ]),
    );
    expect(markers.map((marker) => marker.plate)).toEqual(['7', 'AB 2', 'ZZ 1']);
  });

  it('leave out cars without a usable position', () => {
    const markers = toVehicleMarkers(
      snapshot([car({ carID: 2, position: { latitude: Number.NaN, longitude: 14 } }), car({ carID: 3 })]),
    );
    expect(markers.map((marker) => marker.id)).toEqual(['3']);
  });

  it('show positions with five decimals and Czech commas', () => {
    expect(formatPosition(50.515538, 14.05)).toBe('50,51554, 14,05000');
  });
});
