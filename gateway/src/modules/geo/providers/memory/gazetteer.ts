import { foldText, MAP_CENTER, type PlaceSuggestion } from '@taxi/contracts';
import { MAX_SUGGESTIONS } from '@/modules/geo/geo.port';
import { haversineMetres } from '@/geography';
import {
  CZ_TOWNS,
  type DistrictData,
  LITOMERICE_PLACES,
  type LocalPlaces,
  PRAHA_PLACES,
  REGION_PLACES,
  type TownRow,
  USTECKY_KRAJ,
} from '@/geography';

export const HOME_TOWN = 'Litoměřice';
const VILLAGE_POPULATION = 300;

export type GazetteerEntry = {
  id: string;
  label: string;
  secondary: string;
  /** Formatted address used as the order's place name. */
  name: string;
  lat: number;
  lng: number;
  /** The home town and its streets come first among equally good matches. */
  home: boolean;
  /** Then larger and nearer places: log10(population) minus distance from the map centre / 40 km. */
  importance: number;
  /** Folded (lower-case, no diacritics) words of the label, and of the second line. */
  words: readonly string[];
  folded: string;
  contextWords: readonly string[];
};

/** Lower-case words without diacritics: "Mšené-lázně" → ["msene", "lazne"]. */
export function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const slug = (text: string) => wordsOf(text).join('-');

function entry(
  context: string,
  fields: Omit<GazetteerEntry, 'id' | 'importance' | 'words' | 'folded' | 'contextWords'>,
  population: number,
): GazetteerEntry {
  const words = wordsOf(fields.label);
  const distanceKm = haversineMetres(MAP_CENTER, fields) / 1000;
  return {
    id: `memory:${slug(context)}:${slug(fields.label)}`,
    ...fields,
    importance: Math.log10(Math.max(population, 1)) - distanceKm / 40,
    words,
    folded: words.join(' '),
    contextWords: wordsOf(fields.secondary),
  };
}

function municipalities(data: DistrictData): GazetteerEntry[] {
  return data.municipalities.map(([label, lat, lng, population]) =>
    entry(
      `okres ${data.district}`,
      {
        label,
        secondary: `okres ${data.district}, ${data.region}`,
        // A district's seat is unambiguous; a village is named with its district ("Malé Březno" is in two).
        name: label === data.district ? label : `${label}, okres ${data.district}`,
        lat,
        lng,
        home: label === HOME_TOWN,
      },
      population ?? VILLAGE_POPULATION,
    ),
  );
}

function town([label, lat, lng, population, region]: TownRow): GazetteerEntry {
  return entry(region, { label, secondary: region, name: label, lat, lng, home: false }, population);
}

function localPlaces(data: LocalPlaces): GazetteerEntry[] {
  // "Praha 2" → "Praha": a label that already names its town needs no suffix.
  const townBase = foldText(data.town.replace(/\s+\d+$/, ''));
  return data.places.map(([label, lat, lng]) =>
    entry(
      data.town,
      {
        label,
        secondary: `${data.town}, ${data.region}`,
        name: foldText(label).includes(townBase) ? label : `${label}, ${data.town}`,
        lat,
        lng,
        home: data.town === HOME_TOWN,
      },
      // A street or landmark ranks below its own town ("usti" → the town before its station).
      data.weight / 10,
    ),
  );
}

function buildGazetteer(): GazetteerEntry[] {
  return [
    ...USTECKY_KRAJ.flatMap(municipalities),
    ...CZ_TOWNS.map(town),
    ...localPlaces(LITOMERICE_PLACES),
    ...REGION_PLACES.flatMap(localPlaces),
    ...PRAHA_PLACES.flatMap(localPlaces),
  ];
}

/** Every place the memory provider knows, built once. */
export const GAZETTEER: readonly GazetteerEntry[] = buildGazetteer();

const BY_ID = new Map(GAZETTEER.map((place) => [place.id, place]));

export function findPlace(id: string): GazetteerEntry | undefined {
  return BY_ID.get(id);
}

/**
 * How well `entry` matches the query's words, lower is better; `undefined` when it does not.
 * 0 exact name, 1 the name starts with the query, 2 every word is a prefix of some word of the name
 * (e.g. "namesti" → "Mírové náměstí"), 3 some words only match the second line ("praha letiste").
 */
function matchTier(place: GazetteerEntry, tokens: readonly string[], joined: string): number | undefined {
  if (place.folded === joined) {
    return 0;
  }
  if (place.folded.startsWith(joined)) {
    return 1;
  }
  let inName = 0;
  for (const token of tokens) {
    if (place.words.some((word) => word.startsWith(token))) {
      inName += 1;
    } else if (!place.contextWords.some((word) => word.startsWith(token))) {
      return undefined;
    }
  }
  if (inName === 0) {
    return undefined;
  }
  return inName === tokens.length ? 2 : 3;
}

const collator = new Intl.Collator('cs');

/** Case- and diacritics-insensitive prefix search, best match first. */
export function searchGazetteer(
  query: string,
  limit = MAX_SUGGESTIONS,
  places: readonly GazetteerEntry[] = GAZETTEER,
): GazetteerEntry[] {
  const tokens = wordsOf(query);
  if (tokens.length === 0) {
    return [];
  }
  const joined = tokens.join(' ');
  const matches: Array<{ place: GazetteerEntry; tier: number }> = [];
  for (const place of places) {
    const tier = matchTier(place, tokens, joined);
    if (tier !== undefined) {
      matches.push({ place, tier });
    }
  }
  matches.sort(
    (a, b) =>
      a.tier - b.tier ||
      Number(b.place.home) - Number(a.place.home) ||
      b.place.importance - a.place.importance ||
      a.place.label.length - b.place.label.length ||
      collator.compare(a.place.label, b.place.label),
  );
  return matches.slice(0, limit).map((match) => match.place);
}

export function toSuggestion(place: GazetteerEntry): PlaceSuggestion {
  const { id, label, secondary, name, lat, lng } = place;
  return { id, label, secondary, name, lat, lng };
}
