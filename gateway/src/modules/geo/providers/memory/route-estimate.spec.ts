import { haversineMetres } from '@/geography';
import { curvedPath, drivingSeconds, estimateRoute, roadDistanceMetres } from './route-estimate';

const LITOMERICE = { lat: 50.5336, lng: 14.1318 };
const LOVOSICE = { lat: 50.515, lng: 14.0511 };
const PRAHA = { lat: 50.081, lng: 14.427 };

describe('route estimate', () => {
  it('measures great-circle distances', () => {
    expect(haversineMetres(LITOMERICE, PRAHA) / 1000).toBeCloseTo(54.6, 0);
    expect(haversineMetres(LITOMERICE, LITOMERICE)).toBe(0);
  });

  it('adds a detour of 30 % on short trips and 20 % on long ones', () => {
    expect(roadDistanceMetres(2_000)).toBeCloseTo(2_600);
    expect(roadDistanceMetres(50_000)).toBeCloseTo(60_000);
  });

  it('never gets shorter or faster as the distance grows', () => {
    let previous = estimateRoute(LITOMERICE, LITOMERICE);
    for (let km = 0.25; km <= 200; km += 0.25) {
      const to = { lat: LITOMERICE.lat + km / 111.2, lng: LITOMERICE.lng };
      const next = estimateRoute(LITOMERICE, to);
      expect(next.distanceMetres).toBeGreaterThanOrEqual(previous.distanceMetres);
      expect(next.durationSeconds).toBeGreaterThanOrEqual(previous.durationSeconds);
      previous = next;
    }
  });

  it('drives about 30 km/h in town, 50 km/h on country roads and faster on long trips', () => {
    const kmh = (metres: number) => metres / 1000 / (drivingSeconds(metres) / 3600);
    expect(kmh(3_000)).toBeCloseTo(30);
    expect(kmh(20_000)).toBeGreaterThan(40);
    expect(kmh(20_000)).toBeLessThan(50);
    expect(kmh(150_000)).toBeGreaterThan(60);
    expect(kmh(150_000)).toBeLessThan(75);
  });

  it('estimates Litoměřice–Prague like a real drive (about 65 km, about an hour)', () => {
    const route = estimateRoute(LITOMERICE, PRAHA);
    expect(route.distanceMetres / 1000).toBeGreaterThan(60);
    expect(route.distanceMetres / 1000).toBeLessThan(72);
    expect(route.durationSeconds / 60).toBeGreaterThan(45);
    expect(route.durationSeconds / 60).toBeLessThan(80);
    expect(Number.isInteger(route.distanceMetres) && Number.isInteger(route.durationSeconds)).toBe(true);
  });

  it('draws a line that starts at `from`, ends at `to` and stays near the straight line', () => {
    const path = curvedPath(LITOMERICE, LOVOSICE);
    expect(path[0]).toEqual([LITOMERICE.lat, LITOMERICE.lng]);
    expect(path.at(-1)).toEqual([LOVOSICE.lat, LOVOSICE.lng]);
    expect(path.length).toBeGreaterThanOrEqual(6);
    const length = haversineMetres(LITOMERICE, LOVOSICE);
    for (const [lat, lng] of path) {
      const sideways =
        haversineMetres(LITOMERICE, { lat, lng }) + haversineMetres({ lat, lng }, LOVOSICE) - length;
      expect(sideways).toBeLessThan(length * 0.05);
    }
    expect(curvedPath(PRAHA, PRAHA)).toEqual([
      [PRAHA.lat, PRAHA.lng],
      [PRAHA.lat, PRAHA.lng],
    ]);
  });
});
