import { describe, expect, it } from 'vitest';
import { isInBounds, plateLabelIds } from './plate-labels';

const bounds = { south: 50.5, west: 14.0, north: 50.6, east: 14.2 };
const inside = (id: string) => ({ id, lat: 50.55, lng: 14.1 });

describe('plate labels', () => {
  it('label every car in view while there are few', () => {
    const labelled = plateLabelIds([inside('1'), inside('2'), { id: '3', lat: 49, lng: 14.1 }], bounds);
    expect([...labelled]).toEqual(['1', '2']);
  });

  it('label none when too many cars are in view (hover and the list still show plates)', () => {
    const cars = Array.from({ length: 5 }, (_, index) => inside(String(index)));
    expect(plateLabelIds(cars, bounds, 4).size).toBe(0);
    expect(plateLabelIds(cars, bounds, 5).size).toBe(5);
  });

  it('label none before the map reported its view', () => {
    expect(plateLabelIds([inside('1')], null).size).toBe(0);
  });

  it('include the edges of the view', () => {
    expect(isInBounds({ id: 'x', lat: 50.5, lng: 14.2 }, bounds)).toBe(true);
    expect(isInBounds({ id: 'x', lat: 50.61, lng: 14.1 }, bounds)).toBe(false);
  });
});
