import type { Place } from './place.schema';

// Reading and writing a place's JSON text needs no zod (order rows on the dashboard use it).

/** Order rows carry places as JSON text (`{"name","lat","lng"}`); this reads one leniently. */
export function parsePlaceText(text: string | null | undefined): Partial<Place> & { name: string } {
  if (!text) {
    return { name: '' };
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const name = typeof record.name === 'string' ? record.name : '';
      const lat = typeof record.lat === 'number' ? record.lat : undefined;
      const lng = typeof record.lng === 'number' ? record.lng : undefined;
      return { name, ...(lat === undefined ? {} : { lat }), ...(lng === undefined ? {} : { lng }) };
    }
    return { name: String(value) };
  } catch {
    // Older rows may hold a plain address instead of JSON.
    return { name: text };
  }
}

export function placeToText(place: Place): string {
  return JSON.stringify({ name: place.name, lat: place.lat, lng: place.lng });
}
