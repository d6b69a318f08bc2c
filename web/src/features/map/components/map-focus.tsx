import { MAP_CENTER, MAP_ZOOM } from '@taxi/contracts';
import { latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import type { MapPoint } from '@/features/map/utils/view-points';

/** Where the user asked to look: one place (a list's "Na mapě"), everything, or the starting view. */
export type MapFocusTarget =
  | { kind: 'place'; lat: number; lng: number }
  | { kind: 'all'; points: readonly MapPoint[] }
  | { kind: 'home' };

/** A request to move the view; `seq` makes a repeated request (the same button again) a new one. */
export type MapFocusRequest = MapFocusTarget & { seq: number };

/** Close enough to read the plates of the cars around. */
const FOCUS_MIN_ZOOM = 15;
/** Keeps markers at the edge clear of the zoom buttons and the view controls. */
const FIT_PADDING_PX = 48;

/** Moves the view only when the user asked for it; data updates never do. */
export function MapFocus({ request }: { request: MapFocusRequest | null }) {
  const map = useMap();
  useEffect(() => {
    if (!request) {
      return;
    }
    switch (request.kind) {
      case 'place':
        map.setView([request.lat, request.lng], Math.max(map.getZoom(), FOCUS_MIN_ZOOM));
        break;
      case 'all':
        if (request.points.length > 0) {
          map.fitBounds(latLngBounds(request.points.map((point) => [point.lat, point.lng])), {
            padding: [FIT_PADDING_PX, FIT_PADDING_PX],
            maxZoom: FOCUS_MIN_ZOOM,
          });
        }
        break;
      case 'home':
        map.setView([MAP_CENTER.lat, MAP_CENTER.lng], MAP_ZOOM);
        break;
    }
  }, [map, request]);
  return null;
}
