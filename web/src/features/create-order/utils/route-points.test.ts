import { describe, expect, it } from 'vitest';
import type { NearestVehicle } from '@taxi/contracts';
import { routeFitKey, routeMapLabel, routePoints } from './route-points';

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

const car = (carID: number, latitude: number, longitude: number): NearestVehicle => ({
  carID,
  spz: '4U2 1234',
  driver: 'Novák Jan',
  position: { latitude, longitude },
  stale: false,
  durationSeconds: 240,
  distanceMetres: 1800,
});

describe('routePoints with the nearest cars', () => {
  it('keeps the cars in view with the pickup until a destination is chosen', () => {
    const cars = [car(1, 50.54, 14.14), car(2, 50.52, 14.12)];
    expect(routePoints(pickup, null, undefined, cars)).toEqual([
      [50.5336, 14.1318],
      [50.54, 14.14],
      [50.52, 14.12],
    ]);
    expect(routePoints(pickup, destination, undefined, cars)).toHaveLength(2);
  });

  it('fits again when other cars are shown, not when the same cars move', () => {
    const before = routeFitKey(pickup, null, undefined, [car(1, 50.54, 14.14)]);
    expect(routeFitKey(pickup, null, undefined, [car(1, 50.541, 14.141)])).toBe(before);
    expect(routeFitKey(pickup, null, undefined, [car(2, 50.54, 14.14)])).not.toBe(before);
    expect(routeFitKey(pickup, destination, undefined, [car(1, 50.54, 14.14)])).not.toBe(before);
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
