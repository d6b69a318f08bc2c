import { z } from 'zod';
import { wireFormats } from '../common/common.schema';

export const PlaceSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  name: z.string().trim().min(1, 'Povinné pole').max(300),
});
export type Place = z.infer<typeof PlaceSchema>;

/** A place as order rows carry it: JSON text `{"name","lat","lng"}` (older rows: a plain address). */
export const PlaceTextSchema = z.string().register(wireFormats, { format: 'place-text' });

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
