import type { MapOrder } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import { formatPeople, orderMarkerKind, toOrderMarkers } from './order-markers';

function order(overrides: Partial<MapOrder>): MapOrder {
  return {
    id: 1200,
    status: 'waiting',
    pickup_location: '{"name":"Mírové náměstí 1, Litoměřice","lat":50.5335,"lng":14.1318}',
    destination: '{"name":"Nádraží, Litoměřice","lat":50.5423,"lng":14.1353}',
    createdAt: '2026-11-23T12:04:55.000Z',
    people: 2,
    ...overrides,
  };
}

describe('order markers', () => {
  it('label the status as the spec says: čeká, Přijato, anything else jiný stav (its "error" in Czech)', () => {
    const labels = toOrderMarkers([
      order({ id: 1, status: 'waiting' }),
      order({ id: 2, status: 'accepted' }),
      order({ id: 3, status: 'pickup' }),
      order({ id: 4, status: 'unknown' }),
    ]).map((marker) => [marker.statusLabel, marker.kind]);
    expect(labels).toEqual([
      ['čeká', 'waiting'],
      ['Přijato', 'accepted'],
      ['jiný stav', 'other'],
      ['jiný stav', 'other'],
    ]);
  });

  it('sit at the pickup place and carry the trip, people and time', () => {
    const [marker] = toOrderMarkers([order({})]);
    expect(marker).toMatchObject({
      id: 1200,
      pickup: 'Mírové náměstí 1, Litoměřice',
      destination: 'Nádraží, Litoměřice',
      people: 2,
      createdAt: '2026-11-23T12:04:55.000Z',
      position: { lat: 50.5335, lng: 14.1318 },
    });
  });

  it('have no position when the pickup place is a plain address', () => {
    const [marker] = toOrderMarkers([order({ pickup_location: 'Nádraží Litoměřice', destination: '' })]);
    expect(marker?.position).toBeNull();
    expect(marker?.pickup).toBe('Nádraží Litoměřice');
    expect(marker?.destination).toBe('neznámé místo');
  });

  it('group statuses into the three marker colours', () => {
    expect(['waiting', 'accepted', 'done', 'declined'].map(orderMarkerKind)).toEqual([
      'waiting',
      'accepted',
      'other',
      'other',
    ]);
  });

  it('count passengers in Czech', () => {
    expect([1, 2, 4, 5, 8].map(formatPeople)).toEqual(['1 osoba', '2 osoby', '4 osoby', '5 osob', '8 osob']);
  });
});
