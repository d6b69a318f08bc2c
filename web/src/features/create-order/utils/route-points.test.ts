import { describe, expect, it } from 'vitest';
import { routeMapLabel, routePoints } from './route-points';

const pickup = { lat: 50.5336, lng: 14.1318, name: 'Mírové náměstí, Litoměřice' };
const destination = { lat: 50.515, lng: 14.0511, name: 'Lovosice, okres Litoměřice' };

describe('routePoints', () => {
  it('keeps the whole route line in view', () => {
    const path: [number, number][] = [
      [50.5336, 14.1318],
      [50.52, 14.09],
      [50.515, 14.0511],
    ];
    expect(routePoints(pickup, destination, path)).toBe(path);
  });

  it('falls back to the places chosen so far', () => {
    expect(routePoints(pickup, null, undefined)).toEqual([[50.5336, 14.1318]]);
    expect(routePoints(null, destination, [])).toEqual([[50.515, 14.0511]]);
    expect(routePoints(null, null, undefined)).toEqual([]);
  });
});

describe('routeMapLabel', () => {
  it('names both ends once the route is drawn', () => {
    expect(routeMapLabel(pickup, destination, true)).toBe(
      'Mapa trasy: Mírové náměstí, Litoměřice → Lovosice, okres Litoměřice',
    );
    expect(routeMapLabel(pickup, destination, false)).toBe('Mapa trasy');
  });
});
