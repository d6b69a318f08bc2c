import type { ResolvedPlace } from '@taxi/contracts';

// `geo:<lat>,<lng>:<name as base64url>`: only characters `PlaceIdParamSchema` allows.
const PLACE_ID = /^geo:(-?\d{1,2}\.\d{1,7}),(-?\d{1,3}\.\d{1,7}):([A-Za-z0-9_-]{0,480})$/;
const MAX_NAME_BYTES = 360;

/** An id that carries the place itself, so resolving it needs no second call to the service. */
export function encodePlaceId(place: ResolvedPlace): string {
  let name = place.name;
  while (Buffer.byteLength(name) > MAX_NAME_BYTES) {
    name = Array.from(name).slice(0, -1).join('');
  }
  const encoded = Buffer.from(name, 'utf8').toString('base64url');
  return `geo:${place.lat.toFixed(6)},${place.lng.toFixed(6)}:${encoded}`;
}

/** `undefined` for anything `encodePlaceId` did not make. */
export function decodePlaceId(id: string): ResolvedPlace | undefined {
  const match = PLACE_ID.exec(id);
  if (!match) {
    return undefined;
  }
  const [, latText = '', lngText = '', encoded = ''] = match;
  const lat = Number(latText);
  const lng = Number(lngText);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return undefined;
  }
  const name = Buffer.from(encoded, 'base64url').toString('utf8').trim();
  // A coordinate is still a usable place name when the id carried none (or garbage).
  const usable = name.length > 0 && !name.includes('\uFFFD') && !/\p{Cc}/u.test(name);
  return { lat, lng, name: usable ? name : `${latText}, ${lngText}` };
}
