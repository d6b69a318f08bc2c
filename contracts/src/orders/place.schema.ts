import { z } from 'zod';
import { wireFormats } from '../common/common.schema';

export const PlaceSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  // As the place search or the order list names it (a re-dispatch copies it back): picked, not typed.
  name: z.string().trim().min(1, 'Povinné pole').max(300),
});
export type Place = z.infer<typeof PlaceSchema>;

/** A place as order rows carry it: JSON text `{"name","lat","lng"}` (older rows: a plain address). */
export const PlaceTextSchema = z.string().register(wireFormats, { format: 'place-text' });
