/** Where a car's plate label sits next to its circle. */
export type LabelSide = 'right' | 'left' | 'bottom' | 'top';

/** A box on the map, in container pixels. */
export type Box = { left: number; top: number; right: number; bottom: number };

/** A car on screen: its centre and the size its plate label needs. */
export type ScreenCar = { id: string; x: number; y: number; labelWidth: number; labelHeight: number };

export type PlacementArea = {
  width: number;
  height: number;
  /** Controls drawn over the map (zoom, "Zobrazit vše"): labels keep clear of them. */
  obstacles?: readonly Box[];
};

const SIDES: readonly LabelSide[] = ['right', 'left', 'bottom', 'top'];
const GAP_PX = 2;

// Bold 12 px capitals and digits with the label's padding and border, rounded up so neighbours never touch.
const CHAR_PX = 8.5;
const LABEL_PADDING_PX = 14;
export const PLATE_LABEL_HEIGHT_PX = 20;

/** The room a plate label needs, estimated from its text. */
export function plateLabelWidth(plate: string): number {
  return plate.length * CHAR_PX + LABEL_PADDING_PX;
}

export function labelBox(car: ScreenCar, side: LabelSide, radius: number): Box {
  const { x, y, labelWidth: w, labelHeight: h } = car;
  const reach = radius + GAP_PX;
  switch (side) {
    case 'right':
      return { left: x + reach, right: x + reach + w, top: y - h / 2, bottom: y + h / 2 };
    case 'left':
      return { left: x - reach - w, right: x - reach, top: y - h / 2, bottom: y + h / 2 };
    case 'bottom':
      return { left: x - w / 2, right: x + w / 2, top: y + reach, bottom: y + reach + h };
    case 'top':
      return { left: x - w / 2, right: x + w / 2, top: y - reach - h, bottom: y - reach };
  }
}

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Gives each car's plate a side where it overlaps no other label, no car and no map control, and
 * stays inside the map; a car with no such side gets no permanent label (its plate shows on hover
 * and in the list) rather than a label on top of another one. Cars are placed left to right, so
 * the result does not depend on the order they arrive in.
 */
export function placePlateLabels(
  cars: readonly ScreenCar[],
  area: PlacementArea,
  radius: number,
): Map<string, LabelSide> {
  const circles = cars.map((car) => ({
    id: car.id,
    box: { left: car.x - radius, right: car.x + radius, top: car.y - radius, bottom: car.y + radius },
  }));
  const obstacles = area.obstacles ?? [];
  const placed: Box[] = [];
  const sides = new Map<string, LabelSide>();
  const ordered = [...cars].sort((a, b) => a.x - b.x || a.y - b.y || a.id.localeCompare(b.id));
  for (const car of ordered) {
    for (const side of SIDES) {
      const box = labelBox(car, side, radius);
      const inside = box.left >= 0 && box.top >= 0 && box.right <= area.width && box.bottom <= area.height;
      if (
        inside &&
        !placed.some((other) => overlaps(box, other)) &&
        !obstacles.some((other) => overlaps(box, other)) &&
        !circles.some((circle) => circle.id !== car.id && overlaps(box, circle.box))
      ) {
        placed.push(box);
        sides.set(car.id, side);
        break;
      }
    }
  }
  return sides;
}
