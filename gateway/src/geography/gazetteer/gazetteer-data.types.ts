/** `[name, lat, lng, population?]`: population (approximate, towns only) just helps ranking. */
export type MunicipalityRow = readonly [name: string, lat: number, lng: number, population?: number];

/** The municipalities (obce) of one district (okres). */
export type DistrictData = {
  district: string;
  region: string;
  municipalities: readonly MunicipalityRow[];
};

/** `[name, lat, lng, population, region]`: a large town outside the home region. */
export type TownRow = readonly [name: string, lat: number, lng: number, population: number, region: string];

/** `[label, lat, lng]`: a street, square or landmark inside a town. */
export type LocalPlaceRow = readonly [label: string, lat: number, lng: number];

/** Streets and landmarks of one town (or one Prague district). */
export type LocalPlaces = {
  /** Shown after the label and used in the formatted name, e.g. "Litoměřice" or "Praha 1". */
  town: string;
  region: string;
  /** The town's ranking weight (like its population); its places rank ten times lower. */
  weight: number;
  places: readonly LocalPlaceRow[];
};
