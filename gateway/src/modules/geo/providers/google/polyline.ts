/**
 * Decodes Google's Encoded Polyline Algorithm Format (precision 5) into `[lat, lng]` points.
 * Throws on characters outside the format or a value cut off mid-way.
 */
export function decodePolyline(encoded: string, precision = 5): Array<[number, number]> {
  const factor = 10 ** precision;
  const points: Array<[number, number]> = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (index >= encoded.length) {
        throw new Error('Polyline ends inside a value');
      }
      const chunk = encoded.charCodeAt(index) - 63;
      index += 1;
      if (chunk < 0 || chunk > 63 || shift > 30) {
        throw new Error('Not an encoded polyline');
      }
      result |= (chunk & 0x1f) << shift;
      shift += 5;
      if (chunk < 0x20) {
        break;
      }
    }
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    lat += next();
    lng += next();
    points.push([lat / factor, lng / factor]);
  }
  return points;
}
