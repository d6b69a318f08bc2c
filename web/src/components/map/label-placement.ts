import type { BasemapLabel } from '@taxi/contracts';

export type ScreenPoint = { x: number; y: number };
export type ScreenSize = { width: number; height: number };
type Box = { left: number; top: number; right: number; bottom: number };

/** Approximate text metrics per kind (px): measuring real text would cost a layout per label. */
export const LABEL_FONT: Record<BasemapLabel['kind'], { size: number; charWidth: number }> = {
  district: { size: 11, charWidth: 8.2 },
  city: { size: 15, charWidth: 9.4 },
  town: { size: 13, charWidth: 8.2 },
  village: { size: 11, charWidth: 6.3 },
  quarter: { size: 12, charWidth: 7.2 },
  stand: { size: 11, charWidth: 6.3 },
  landmark: { size: 10, charWidth: 5.8 },
  water: { size: 12, charWidth: 7.4 },
};
/** Room kept free around each label, so names never touch. */
const GAP_PX = 6;
/** A stand's name starts this far right of its dot instead of covering it. */
export const STAND_LABEL_OFFSET_PX = 8;

/** The label's size and where its point sits in it (px from its top left). */
export function labelMetrics(label: BasemapLabel) {
  const font = LABEL_FONT[label.kind];
  const width = Math.ceil(label.name.length * font.charWidth);
  const height = Math.ceil(font.size * 1.3);
  const anchorX = label.kind === 'stand' ? -STAND_LABEL_OFFSET_PX : width / 2;
  return { width, height, anchorX, anchorY: height / 2 };
}

export function labelBox(label: BasemapLabel, at: ScreenPoint): Box {
  const { width, height, anchorX, anchorY } = labelMetrics(label);
  const left = at.x - anchorX;
  const top = at.y - anchorY;
  return {
    left: left - GAP_PX,
    right: left + width + GAP_PX,
    top: top - GAP_PX,
    bottom: top + height + GAP_PX,
  };
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The names worth showing at `zoom`: those in their zoom range and in view, highest rank first,
 * dropping any that would overlap one already placed (centred on their point).
 */
export function placeLabels(
  labels: readonly BasemapLabel[],
  zoom: number,
  project: (at: readonly [number, number]) => ScreenPoint,
  view: ScreenSize,
): BasemapLabel[] {
  const candidates = labels
    .filter((label) => zoom >= label.minZoom && zoom <= label.maxZoom)
    .sort((a, b) => b.rank - a.rank);
  const placed: Box[] = [];
  const shown: BasemapLabel[] = [];
  for (const label of candidates) {
    const box = labelBox(label, project(label.at));
    const inView = box.right > 0 && box.left < view.width && box.bottom > 0 && box.top < view.height;
    if (inView && !placed.some((other) => overlaps(box, other))) {
      placed.push(box);
      shown.push(label);
    }
  }
  return shown;
}
