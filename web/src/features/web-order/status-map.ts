import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { leafletText } from '@/components/map/leaflet-text';
import type { CarMap } from './status-page';

/**
 * The gateway's default tiles (`MAP_TILE_URL`): the public page cannot ask the admin's map settings.
 * Should they not load, the car still shows on the plain background.
 */
const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_CREDIT = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
const ZOOM = 15;

/** What the map says, in the page's language (Leaflet's own titles are English). */
export type CarMapWords = { carMarker: string; zoomIn: string; zoomOut: string };

/** The small map of the status page: the driver's car, moved at each poll, kept in view. */
export function createCarMap(container: HTMLElement, words: CarMapWords): CarMap {
  const map = L.map(container, {
    zoomControl: false,
    attributionControl: true,
    scrollWheelZoom: false,
  });
  L.control.zoom({ zoomInTitle: words.zoomIn, zoomOutTitle: words.zoomOut }).addTo(map);
  map.attributionControl.setPrefix(false);
  L.tileLayer(TILE_URL, { attribution: TILE_CREDIT, maxZoom: 18 }).addTo(map);
  const icon = L.divIcon({
    className: 'car-marker',
    html: leafletText(''),
    iconSize: [28, 28],
  });
  let marker: L.Marker | null = null;
  return {
    show: ({ lat, lng }) => {
      container.dataset.car = `${lat.toFixed(5)},${lng.toFixed(5)}`;
      if (!marker) {
        map.setView([lat, lng], ZOOM);
        marker = L.marker([lat, lng], { icon, keyboard: false }).addTo(map);
        // A div icon says nothing to a screen reader by itself.
        marker.getElement()?.setAttribute('role', 'img');
        marker.getElement()?.setAttribute('aria-label', words.carMarker);
        return;
      }
      marker.setLatLng([lat, lng]);
      if (!map.getBounds().pad(-0.2).contains([lat, lng])) {
        map.panTo([lat, lng]);
      }
    },
  };
}
