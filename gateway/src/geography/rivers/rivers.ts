import { z } from 'zod';
import riversFile from './rivers-ustecky-kraj.geo.json';

/** A river as `[latitude, longitude]` lines; `scalerank` is Natural Earth's (lower = more important). */
export type River = { name: string; scalerank: number; lines: [number, number][][] };

const PositionSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const LineSchema = z.array(PositionSchema).min(2);

// The GeoJSON as README.md describes it: Czech names, Natural Earth's scalerank, (multi)lines.
const RiversFileSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      properties: z.looseObject({ name: z.string().min(1), scalerank: z.number() }),
      geometry: z.discriminatedUnion('type', [
        z.object({ type: z.literal('LineString'), coordinates: LineSchema }),
        z.object({ type: z.literal('MultiLineString'), coordinates: z.array(LineSchema).min(1) }),
      ]),
    }),
  ),
});

/** The rivers of a GeoJSON file like `rivers-ustecky-kraj.geo.json`; a file of another shape is refused. */
export function riversFrom(file: unknown): River[] {
  return RiversFileSchema.parse(file).features.map(({ properties, geometry }) => ({
    name: properties.name,
    scalerank: properties.scalerank,
    lines: (geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates).map((line) =>
      line.map(([lng, lat]): [number, number] => [lat, lng]),
    ),
  }));
}

/** The main rivers around Litoměřice (Natural Earth 1:10 m, public domain; see README.md). */
export function loadRivers(): River[] {
  return riversFrom(riversFile);
}
