import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/** A user's request to look at a place (from the vehicle or order list); `seq` repeats a request. */
export type MapFocusRequest = { lat: number; lng: number; seq: number };

/** Close enough to read the plates of the cars around. */
const FOCUS_MIN_ZOOM = 15;

/** Moves the view only when the user asked for it; data updates never do. */
export function MapFocus({ request }: { request: MapFocusRequest | null }) {
  const map = useMap();
  useEffect(() => {
    if (request) {
      map.setView([request.lat, request.lng], Math.max(map.getZoom(), FOCUS_MIN_ZOOM));
    }
  }, [map, request]);
  return null;
}
