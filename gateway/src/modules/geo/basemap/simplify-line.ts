/** A point as `[lat, lng]`. */
export type LatLngPair = readonly [number, number];

/**
 * Douglas–Peucker: drops points closer than `toleranceDegrees` (in latitude degrees, longitudes
 * scaled by the cosine of the latitude) to the line the kept points draw. Ends are always kept.
 */
export function simplifyLine(points: readonly LatLngPair[], toleranceDegrees: number): LatLngPair[] {
  if (points.length <= 2) {
    return [...points];
  }
  const scale = Math.cos((points[0]![0] * Math.PI) / 180);
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  // An explicit stack: a 10,000-point border would overflow recursion.
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let farthestDistance = toleranceDegrees;
    for (let index = first + 1; index < last; index += 1) {
      const distance = distanceToSegment(points[index]!, points[first]!, points[last]!, scale);
      if (distance > farthestDistance) {
        farthest = index;
        farthestDistance = distance;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_point, index) => keep[index] === 1);
}

function distanceToSegment(point: LatLngPair, start: LatLngPair, end: LatLngPair, scale: number): number {
  const [px, py] = [point[1] * scale, point[0]];
  const [ax, ay] = [start[1] * scale, start[0]];
  const [bx, by] = [end[1] * scale, end[0]];
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}
