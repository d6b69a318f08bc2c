import type { BasemapLabel } from '@taxi/contracts';
import L from 'leaflet';
import { useMemo, useState } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { labelMetrics, placeLabels } from './label-placement';
import { leafletText } from './leaflet-text';

type View = { zoom: number; width: number; height: number; center: L.LatLng };

const viewOf = (map: L.Map): View => {
  const size = map.getSize();
  return { zoom: map.getZoom(), width: size.x, height: size.y, center: map.getCenter() };
};

// One icon per label for the session: Leaflet swaps a marker's element only when its icon changes.
const icons = new WeakMap<BasemapLabel, L.DivIcon>();

function iconOf(label: BasemapLabel): L.DivIcon {
  let icon = icons.get(label);
  if (!icon) {
    const { width, height, anchorX, anchorY } = labelMetrics(label);
    icon = L.divIcon({
      className: `basemap-label basemap-label--${label.kind}`,
      html: leafletText(label.name),
      iconSize: [width, height],
      iconAnchor: [anchorX, anchorY],
    });
    icons.set(label, icon);
  }
  return icon;
}

/** Place and district names that fit the current view without overlapping, re-placed after each move. */
export function BasemapLabels({ labels, pane }: { labels: readonly BasemapLabel[]; pane: string }) {
  const map = useMap();
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({
    moveend: () => setView(viewOf(map)),
    resize: () => setView(viewOf(map)),
  });
  const shown = useMemo(
    () =>
      placeLabels(labels, view.zoom, (at) => map.latLngToContainerPoint([at[0], at[1]]), {
        width: view.width,
        height: view.height,
      }),
    [labels, map, view],
  );
  return shown.map((label) => (
    <Marker
      key={`${label.kind}:${label.name}:${label.at.join(',')}`}
      position={[label.at[0], label.at[1]]}
      icon={iconOf(label)}
      pane={pane}
      interactive={false}
      keyboard={false}
    />
  ));
}
