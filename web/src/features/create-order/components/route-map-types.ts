import type { NearestVehicle, Place, RouteResult } from '@taxi/contracts';

/** What both map renderers (Leaflet and Google) draw. */
export type RouteMapProps = {
  pickup: Place | null;
  destination: Place | null;
  /** The route line as [lat, lng] points; absent until a route is known. */
  path: RouteResult['path'] | undefined;
  /** Nejbližší vozy, drawn as dashed lines from each car to the pickup. */
  vehicles?: readonly NearestVehicle[];
  /** Accessible name of the map region. */
  label: string;
};

/** The spec's height of the create-order map. */
export const ROUTE_MAP_HEIGHT = '75vh';
