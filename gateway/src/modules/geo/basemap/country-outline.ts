import { readFile } from 'node:fs/promises';
import { feature } from 'topojson-client';
import type { MultiPolygon, Polygon, Topology } from 'topojson-specification';
import { z } from 'zod';
import { type LatLngPair, simplifyLine } from './simplify-line';

/** Natural Earth 1:10m admin-0 countries as TopoJSON (the npm package `world-atlas`, public domain). */
const ATLAS_FILE = 'world-atlas/countries-10m.json';
/** About 100 m: finer than any zoom the basemap is read at where the border is in view. */
const TOLERANCE_DEGREES = 0.001;
const DECIMALS = 4;

export type CountryOutline = { name: string; rings: LatLngPair[][] };

// Just what the extraction reads; the arcs are checked by topojson-client as it decodes them.
const AtlasSchema = z.object({
  type: z.literal('Topology'),
  objects: z.object({
    countries: z.object({
      type: z.literal('GeometryCollection'),
      geometries: z.array(
        z.looseObject({
          type: z.enum(['Polygon', 'MultiPolygon']),
          properties: z.object({ name: z.string() }),
        }),
      ),
    }),
  }),
});

const round = (value: number) => Number(value.toFixed(DECIMALS));

/** One country's outer and inner rings as `[lat, lng]`, simplified; `atlasName` as Natural Earth spells it. */
export function countryOutlineFrom(atlas: unknown, atlasName: string, name: string): CountryOutline {
  const parsed = AtlasSchema.parse(atlas);
  const geometry = parsed.objects.countries.geometries.find((entry) => entry.properties.name === atlasName);
  if (!geometry) {
    throw new Error(`world-atlas has no country named ${atlasName}`);
  }
  const topology = atlas as Topology;
  const polygons =
    geometry.type === 'Polygon'
      ? [feature(topology, geometry as unknown as Polygon).geometry.coordinates]
      : feature(topology, geometry as unknown as MultiPolygon).geometry.coordinates;
  const rings = polygons.flat().map((ring) =>
    simplifyLine(
      ring.map(([lng, lat]) => [lat!, lng!] as const),
      TOLERANCE_DEGREES,
    ).map(([lat, lng]) => [round(lat), round(lng)] as const),
  );
  return { name, rings: rings.filter((ring) => ring.length >= 4) };
}

/** Czechia's border, read from the installed atlas (3.5 MB, parsed once by whoever caches the result). */
export async function loadCzechOutline(): Promise<CountryOutline> {
  const atlas: unknown = JSON.parse(await readFile(require.resolve(ATLAS_FILE), 'utf8'));
  return countryOutlineFrom(atlas, 'Czechia', 'Česko');
}
