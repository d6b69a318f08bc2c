import type { Basemap, BasemapLabel, BasemapRiver } from '@taxi/contracts';
import {
  type DistrictData,
  haversineMetres,
  type LocalPlaces,
  type Place,
  type River,
  type Road,
  type TownRow,
} from '@/geography';
import type { CountryOutline } from './country-outline';

export type BasemapSources = {
  country: CountryOutline;
  districts: readonly DistrictData[];
  /** Large towns outside the districts. */
  towns: readonly TownRow[];
  /** Streets, squares and sights of single towns, and of Prague's numbered parts. */
  localPlaces: readonly LocalPlaces[];
  /** Taxi stands and waiting places, and the roads between them. */
  stands: readonly Place[];
  roads: readonly Road[];
  /** Natural Earth's rivers (`geography/rivers`). */
  rivers: readonly River[];
};

export const BASEMAP_MAX_ZOOM = 22;
const VILLAGE_POPULATION = 300;
/** Collision order: a district's name yields to the towns it holds with over 9,000 people (e.g. its seat). */
const DISTRICT_RANK = 9_000;
const STAND_RANK = 5_000;
const LANDMARK_RANK = 100;
/** A road slower than this at its top speed runs through a town. */
const STREET_TOP_SPEED_KMH = 50;
/** Same name within this distance: the same town listed twice (a district row and a large-town row). */
const SAME_PLACE_DEGREES = 0.05;
const ATTRIBUTION = 'Hranice státu a řeky: Natural Earth';
/** Natural Earth ranks the Labe 5, the Vltava 9, the Ohře 11: up to this a river is drawn wide. */
const MAJOR_RIVER_SCALERANK = 6;
/** A river's name yields to every other name on the schema. */
const RIVER_RANK = 10;
/**
 * A river is named again every so many km along its course, closer together the closer the zoom, so
 * some of its names fall where there is room; the label placement drops those that collide.
 */
const RIVER_NAME_SPACING: readonly { minZoom: number; maxZoom: number; km: number }[] = [
  { minZoom: 8, maxZoom: 10, km: 25 },
  { minZoom: 11, maxZoom: 12, km: 8 },
  { minZoom: 13, maxZoom: BASEMAP_MAX_ZOOM, km: 3 },
];

/** Bigger towns are named from further out; villages only close up, streets closer still. */
function townZoom(population: number): number {
  if (population >= 100_000) {
    return 6;
  }
  if (population >= 40_000) {
    return 8;
  }
  if (population >= 10_000) {
    return 9;
  }
  if (population >= 4_000) {
    return 10;
  }
  return population >= 1_000 ? 11 : 12;
}

function townLabel(name: string, at: readonly [number, number], population: number): BasemapLabel {
  return {
    name,
    at: [at[0], at[1]],
    kind: population >= 40_000 ? 'city' : population >= 1_000 ? 'town' : 'village',
    minZoom: townZoom(population),
    maxZoom: BASEMAP_MAX_ZOOM,
    rank: population,
  };
}

const centroid = (points: ReadonlyArray<readonly [number, number]>): [number, number] => [
  Number((points.reduce((sum, [lat]) => sum + lat, 0) / points.length).toFixed(4)),
  Number((points.reduce((sum, [, lng]) => sum + lng, 0) / points.length).toFixed(4)),
];

function districtLabels(districts: readonly DistrictData[]): BasemapLabel[] {
  return districts.map((district) => ({
    name: `okres ${district.district}`,
    at: centroid(district.municipalities.map(([, lat, lng]) => [lat, lng] as const)),
    kind: 'district',
    minZoom: 8,
    maxZoom: 10,
    rank: DISTRICT_RANK,
  }));
}

function municipalityLabels(sources: BasemapSources): BasemapLabel[] {
  const labels = sources.districts.flatMap((district) =>
    district.municipalities.map(([name, lat, lng, population]) =>
      townLabel(name, [lat, lng], population ?? VILLAGE_POPULATION),
    ),
  );
  for (const [name, lat, lng, population] of sources.towns) {
    const listed = labels.some(
      (label) =>
        label.name === name &&
        Math.abs(label.at[0] - lat) < SAME_PLACE_DEGREES &&
        Math.abs(label.at[1] - lng) < SAME_PLACE_DEGREES,
    );
    if (!listed) {
      labels.push(townLabel(name, [lat, lng], population));
    }
  }
  return labels;
}

// Prague's numbered parts are named at city zoom; a part's label sits amid its known places.
function quarterAndLandmarkLabels(localPlaces: readonly LocalPlaces[]): BasemapLabel[] {
  return localPlaces.flatMap((town) => {
    const landmarks = town.places.map(([name, lat, lng]): BasemapLabel => ({
      name,
      at: [lat, lng],
      kind: 'landmark',
      minZoom: 15,
      maxZoom: BASEMAP_MAX_ZOOM,
      rank: LANDMARK_RANK,
    }));
    if (!/\s\d+$/.test(town.town)) {
      return landmarks;
    }
    const quarter: BasemapLabel = {
      name: town.town,
      at: centroid(town.places.map(([, lat, lng]) => [lat, lng] as const)),
      kind: 'quarter',
      minZoom: 12,
      maxZoom: 14,
      rank: town.weight,
    };
    return [quarter, ...landmarks];
  });
}

const roundDegrees = (value: number) => Number(value.toFixed(4));

/** Points every `spacingM` metres along a line, the first half a spacing from its start. */
function pointsAlong(line: readonly (readonly [number, number])[], spacingM: number): [number, number][] {
  const points: [number, number][] = [];
  let next = spacingM / 2;
  let walked = 0;
  for (let index = 1; index < line.length; index += 1) {
    const [fromLat, fromLng] = line[index - 1]!;
    const [toLat, toLng] = line[index]!;
    const length = haversineMetres({ lat: fromLat, lng: fromLng }, { lat: toLat, lng: toLng });
    while (length > 0 && next <= walked + length) {
      const share = (next - walked) / length;
      points.push([
        roundDegrees(fromLat + (toLat - fromLat) * share),
        roundDegrees(fromLng + (toLng - fromLng) * share),
      ]);
      next += spacingM;
    }
    walked += length;
  }
  return points;
}

function riverLabels(rivers: readonly River[]): BasemapLabel[] {
  return rivers.flatMap((river) =>
    RIVER_NAME_SPACING.flatMap(({ minZoom, maxZoom, km }) =>
      river.lines.flatMap((line) =>
        pointsAlong(line, km * 1_000).map((at): BasemapLabel => ({
          name: river.name,
          at,
          kind: 'water',
          minZoom,
          maxZoom,
          rank: RIVER_RANK,
        })),
      ),
    ),
  );
}

function basemapRivers(rivers: readonly River[]): BasemapRiver[] {
  return rivers.map((river) => ({
    name: river.name,
    kind: river.scalerank <= MAJOR_RIVER_SCALERANK ? 'major' : 'minor',
    lines: river.lines.map((line) => line.map(([lat, lng]): [number, number] => [lat, lng])),
  }));
}

/** "Litoměřice, Mírové náměstí" → "Mírové náměstí": the town is named by its own label. */
const standName = (name: string) => name.split(', ').slice(-1)[0] ?? name;

/**
 * The fallback map's content from the service area's own geography: the country outline, the main
 * rivers, named places by zoom, the roads the fleet drives and the places where taxis wait.
 */
export function buildBasemap(sources: BasemapSources): Basemap {
  const standsById = new Map(sources.stands.map((stand) => [stand.id, stand]));
  const at = (id: string): [number, number] => {
    const stand = standsById.get(id);
    if (!stand) {
      throw new Error(`road to an unknown place: ${id}`);
    }
    return [stand.at[0], stand.at[1]];
  };
  return {
    country: {
      name: sources.country.name,
      rings: sources.country.rings.map((ring) => ring.map(([lat, lng]) => [lat, lng])),
    },
    rivers: basemapRivers(sources.rivers),
    labels: [
      ...districtLabels(sources.districts),
      ...municipalityLabels(sources),
      ...quarterAndLandmarkLabels(sources.localPlaces),
      ...sources.stands.map((stand): BasemapLabel => ({
        name: standName(stand.name),
        at: [stand.at[0], stand.at[1]],
        kind: 'stand',
        minZoom: 14,
        maxZoom: BASEMAP_MAX_ZOOM,
        rank: STAND_RANK,
      })),
      ...riverLabels(sources.rivers),
    ],
    roads: sources.roads.map((road) => ({
      kind: road.speedKmh[1] < STREET_TOP_SPEED_KMH ? 'street' : 'road',
      path: [at(road.from), ...road.via.map(([lat, lng]): [number, number] => [lat, lng]), at(road.to)],
    })),
    stands: sources.stands.map((stand) => ({ name: stand.name, at: [stand.at[0], stand.at[1]] })),
    attribution: ATTRIBUTION,
  };
}
