import { describe, expect, it } from 'vitest';
import { ORDER_STYLES, STALE_VEHICLE_STYLE, VEHICLE_STYLE } from './marker-styles';

const keys = (style: object) => Object.keys(style).sort();

describe('marker styles', () => {
  // Leaflet merges a new style into the old one: a property only one style sets would stay behind.
  it('set the same properties for fresh and stale cars, so a car can switch either way', () => {
    expect(keys(VEHICLE_STYLE)).toEqual(keys(STALE_VEHICLE_STYLE));
  });

  it('set the same properties for every order colour and tell the kinds apart', () => {
    const styles = Object.values(ORDER_STYLES);
    for (const style of styles) {
      expect(keys(style)).toEqual(keys(ORDER_STYLES.waiting));
    }
    expect(new Set(styles.map((style) => style.fillColor)).size).toBe(styles.length);
  });
});
