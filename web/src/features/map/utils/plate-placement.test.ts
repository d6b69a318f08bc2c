import { describe, expect, it } from 'vitest';
import { labelBox, overlaps, placePlateLabels, plateLabelWidth, type ScreenCar } from './plate-placement';

const RADIUS = 9;
const car = (id: string, x: number, y: number): ScreenCar => ({
  id,
  x,
  y,
  labelWidth: plateLabelWidth('9U6 3293'),
  labelHeight: 20,
});
const area = { width: 800, height: 600 };

function boxesOf(
  cars: ScreenCar[],
  sides: Map<string, ReturnType<typeof placePlateLabels> extends Map<string, infer S> ? S : never>,
) {
  return cars.filter((c) => sides.has(c.id)).map((c) => labelBox(c, sides.get(c.id)!, RADIUS));
}

describe('placePlateLabels', () => {
  it('puts a lone plate to the right of its car', () => {
    expect(placePlateLabels([car('a', 100, 100)], area, RADIUS).get('a')).toBe('right');
  });

  it('moves the second of two close cars to another side instead of overlapping', () => {
    // The screenshot's case: two cars 22 px apart on one line.
    const cars = [car('a', 400, 300), car('b', 422, 302)];
    const sides = placePlateLabels(cars, area, RADIUS);
    expect(sides.size).toBe(2);
    const [first, second] = boxesOf(cars, sides);
    expect(overlaps(first!, second!)).toBe(false);
  });

  it('never lets a label cover another car, another label or leave the map', () => {
    const cars = Array.from({ length: 30 }, (_, index) =>
      car(`c${index}`, 20 + ((index * 37) % 760), 15 + ((index * 53) % 570)),
    );
    const sides = placePlateLabels(cars, area, RADIUS);
    const boxes = boxesOf(cars, sides);
    for (const [index, box] of boxes.entries()) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(area.width);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(area.height);
      for (const other of boxes.slice(index + 1)) {
        expect(overlaps(box, other)).toBe(false);
      }
    }
    for (const labelled of cars.filter((c) => sides.has(c.id))) {
      const box = labelBox(labelled, sides.get(labelled.id)!, RADIUS);
      for (const other of cars.filter((c) => c.id !== labelled.id)) {
        const circle = {
          left: other.x - RADIUS,
          right: other.x + RADIUS,
          top: other.y - RADIUS,
          bottom: other.y + RADIUS,
        };
        expect(overlaps(box, circle)).toBe(false);
      }
    }
  });

  it('turns a label inward at the edge and keeps it clear of the map controls', () => {
    expect(placePlateLabels([car('edge', 795, 300)], area, RADIUS).get('edge')).toBe('left');
    const controls = { left: 600, top: 0, right: 800, bottom: 40 };
    const sides = placePlateLabels([car('corner', 620, 30)], { ...area, obstacles: [controls] }, RADIUS);
    expect(sides.get('corner')).toBe('bottom');
  });

  it('leaves a plate to hover when no side is free, rather than stacking labels', () => {
    const crowd = [
      car('a', 100, 100),
      car('b', 100, 100),
      car('c', 100, 100),
      car('d', 100, 100),
      car('e', 100, 100),
    ];
    const sides = placePlateLabels(crowd, area, RADIUS);
    expect(sides.size).toBeLessThan(crowd.length);
  });

  it('places the same cars the same way whatever order they come in', () => {
    const cars = [car('a', 400, 300), car('b', 422, 302), car('c', 410, 330)];
    expect([...placePlateLabels([...cars].reverse(), area, RADIUS)].sort()).toEqual(
      [...placePlateLabels(cars, area, RADIUS)].sort(),
    );
  });
});
