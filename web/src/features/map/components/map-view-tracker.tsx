import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useMapEvents } from 'react-leaflet';
import type { ViewBounds } from '@/features/map/utils/plate-labels';

/** Where the user is looking. */
export type MapView = { zoom: number; lat: number; lng: number; bounds: ViewBounds };

// Labels are prepared a little beyond the edges, so a short pan does not show cars without plates.
const BOUNDS_PADDING = 0.1;

function readView(map: LeafletMap): MapView {
  const center = map.getCenter();
  const bounds = map.getBounds().pad(BOUNDS_PADDING);
  return {
    zoom: map.getZoom(),
    lat: center.lat,
    lng: center.lng,
    bounds: {
      south: bounds.getSouth(),
      west: bounds.getWest(),
      north: bounds.getNorth(),
      east: bounds.getEast(),
    },
  };
}

/** Reports the view after every pan and zoom (and once at start). It never sets the view itself. */
export function MapViewTracker({ onChange }: { onChange: (view: MapView) => void }) {
  const handlers = useMemo(
    () => ({ moveend: (event: { target: LeafletMap }) => onChange(readView(event.target)) }),
    [onChange],
  );
  const map = useMapEvents(handlers);
  useEffect(() => {
    onChange(readView(map));
  }, [map, onChange]);
  return null;
}
