import type { Basemap } from '@taxi/contracts';
import L, { type PathOptions } from 'leaflet';
import { useMemo } from 'react';
import { CircleMarker, Pane, Polygon, Polyline } from 'react-leaflet';
import { theme } from '@/theme/theme';
import { BasemapLabels } from './basemap-labels';

// Below the tile pane (200): real tiles, when any load, cover the schema; markers and routes (400+) stay on top.
const SHAPES_PANE = 'basemap';
const LABELS_PANE = 'basemap-labels';

// Shared objects: react-leaflet restyles a layer only when its options object changes.
const COUNTRY: PathOptions = {
  color: theme.map.border,
  weight: 1.5,
  dashArray: '6 4',
  fillColor: theme.map.land,
  fillOpacity: 1,
  interactive: false,
};
const CASING: Record<'street' | 'road', PathOptions> = {
  street: { color: theme.map.roadCasing, weight: 5, lineCap: 'round', lineJoin: 'round', interactive: false },
  road: { color: theme.map.roadCasing, weight: 7, lineCap: 'round', lineJoin: 'round', interactive: false },
};
const ROAD: Record<'street' | 'road', PathOptions> = {
  street: { ...CASING.street, color: theme.map.road, weight: 3 },
  road: { ...CASING.road, color: theme.map.road, weight: 4.5 },
};
// Water under the roads: the Labe wider than the rivers that join it.
const RIVER: Record<'major' | 'minor', PathOptions> = {
  major: { color: theme.map.water, weight: 5, lineCap: 'round', lineJoin: 'round', interactive: false },
  minor: { color: theme.map.water, weight: 3, lineCap: 'round', lineJoin: 'round', interactive: false },
};
const STAND: PathOptions = {
  color: theme.map.road,
  weight: 1.5,
  fillColor: theme.map.stand,
  fillOpacity: 1,
  interactive: false,
};

/**
 * The simplified map drawn from `GET /api/geo/basemap` when tiles cannot load: the country, its
 * rivers, roads, taxi stands and names, in that order from the bottom. SVG rather than the maps'
 * canvas: a few dozen shapes, each its own element.
 */
export function BasemapLayer({ basemap }: { basemap: Basemap }) {
  const renderer = useMemo(() => L.svg({ pane: SHAPES_PANE }), []);
  return (
    <>
      <Pane name={SHAPES_PANE} style={{ zIndex: 150 }}>
        <Polygon
          positions={basemap.country.rings}
          className="basemap-country"
          pathOptions={COUNTRY}
          renderer={renderer}
          attribution={basemap.attribution}
        />
        {basemap.rivers.map((river) => (
          <Polyline
            key={`river-${river.name}`}
            className={`basemap-river basemap-river--${river.kind}`}
            positions={river.lines}
            pathOptions={RIVER[river.kind]}
            renderer={renderer}
          />
        ))}
        {basemap.roads.map((road, index) => (
          <Polyline
            key={`casing-${index}`}
            positions={road.path}
            pathOptions={CASING[road.kind]}
            renderer={renderer}
          />
        ))}
        {basemap.roads.map((road, index) => (
          <Polyline
            key={`road-${index}`}
            className="basemap-road"
            positions={road.path}
            pathOptions={ROAD[road.kind]}
            renderer={renderer}
          />
        ))}
        {basemap.stands.map((stand) => (
          <CircleMarker
            key={stand.name}
            center={[stand.at[0], stand.at[1]]}
            radius={4}
            className="basemap-stand"
            pathOptions={STAND}
            renderer={renderer}
          />
        ))}
      </Pane>
      <Pane name={LABELS_PANE} style={{ zIndex: 160 }}>
        <BasemapLabels labels={basemap.labels} pane={LABELS_PANE} />
      </Pane>
    </>
  );
}
