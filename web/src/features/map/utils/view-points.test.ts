import { describe, expect, it } from 'vitest';
import type { OrderMarker } from './order-markers';
import type { VehicleMarker } from './vehicle-markers';
import { viewPoints } from './view-points';

const car = (id: string, lat: number, lng: number): VehicleMarker => ({
  id,
  plate: `4U${id} 0000`,
  text: 'Jan Novák – volný',
  lat,
  lng,
  reportedAtMs: null,
});

const order = (id: number, position: OrderMarker['position']): OrderMarker => ({
  id,
  status: 'waiting',
  statusLabel: 'čeká',
  kind: 'waiting',
  pickup: 'Litoměřice',
  destination: 'Lovosice',
  people: 1,
  createdAt: '2026-11-23T10:00:00.000Z',
  position,
});

describe('viewPoints', () => {
  it('takes every car and every order that has a place', () => {
    const points = viewPoints(
      [car('1', 50.53, 14.13), car('2', 50.08, 14.43)],
      [order(7, { lat: 50.51, lng: 14.05 }), order(8, null)],
    );
    expect(points).toEqual([
      { lat: 50.53, lng: 14.13 },
      { lat: 50.08, lng: 14.43 },
      { lat: 50.51, lng: 14.05 },
    ]);
  });

  it('is empty when nothing is on the map', () => {
    expect(viewPoints([], [order(8, null)])).toEqual([]);
  });
});
