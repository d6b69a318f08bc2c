import { MAP_CENTER, MAP_ZOOM } from '@taxi/contracts';
import L from 'leaflet';
import { useEffect } from 'react';
import { Marker, Polyline, Tooltip, useMap } from 'react-leaflet';
import { useTheme } from 'styled-components';
import { BaseMap } from '@/components/map/base-map';
import { leafletText } from '@/components/map/leaflet-text';
import { useRouteFit } from '@/features/create-order/hooks/use-route-fit';
import { carPosition, type LatLngPair } from '@/features/create-order/utils/route-points';
import { etaText } from './nearest-vehicles';
import { ROUTE_MAP_HEIGHT, type RouteMapProps } from './route-map-types';

// HTML pins styled by the route map's frame (class names), matching the A/B badges of the form.
const PIN_SIZE = 28;
const pin = (end: 'pickup' | 'destination', letter: string) =>
  L.divIcon({
    className: `route-pin route-pin--${end}`,
    html: leafletText(letter),
    iconSize: [PIN_SIZE, PIN_SIZE],
    iconAnchor: [PIN_SIZE / 2, PIN_SIZE / 2],
  });
const CAR_PIN_SIZE = 24;
const carIcon = (number: number) =>
  L.divIcon({
    className: 'route-pin route-pin--car',
    html: leafletText(String(number)),
    iconSize: [CAR_PIN_SIZE, CAR_PIN_SIZE],
    iconAnchor: [CAR_PIN_SIZE / 2, CAR_PIN_SIZE / 2],
  });
const PICKUP_ICON = pin('pickup', 'A');
const DESTINATION_ICON = pin('destination', 'B');
const PLACE_ZOOM = 15;

// Leaflet's own flag (1.x): while set, a new zoom is dropped rather than queued.
type AnimatingMap = L.Map & { _animatingZoom?: boolean };

function FitToRoute({ points }: { points: LatLngPair[] }) {
  const map = useMap();
  useEffect(() => {
    const fit = () => {
      if (points.length === 1 && points[0]) {
        map.setView(points[0], PLACE_ZOOM);
      } else if (points.length > 1) {
        map.fitBounds(L.latLngBounds(points), { padding: [48, 48], maxZoom: PLACE_ZOOM });
      }
    };
    // The cars arrive while the map still zooms to the pickup: fit to them once that zoom ends.
    if ((map as AnimatingMap)._animatingZoom) {
      map.once('zoomend', fit);
      return () => {
        map.off('zoomend', fit);
      };
    }
    fit();
    return undefined;
  }, [map, points]);
  return null;
}

/**
 * The route on the shared Leaflet map: no zoom buttons, a cased line, A and B pins, fitted to the
 * route. `schemaOnly` draws it on the built-in schema without tiles (Google's map failed).
 */
export function LeafletRouteMap({
  pickup,
  destination,
  path,
  vehicles = [],
  label,
  schemaOnly = false,
}: RouteMapProps & { schemaOnly?: boolean }) {
  const theme = useTheme();
  const points = useRouteFit(pickup, destination, path, vehicles);
  return (
    <BaseMap
      center={[MAP_CENTER.lat, MAP_CENTER.lng]}
      zoom={MAP_ZOOM}
      height={ROUTE_MAP_HEIGHT}
      zoomControl={false}
      label={label}
      schemaOnly={schemaOnly}
    >
      {path && (
        <>
          <Polyline positions={path} pathOptions={{ color: theme.colors.dark, weight: 9, opacity: 0.3 }} />
          <Polyline positions={path} pathOptions={{ color: theme.colors.brand, weight: 5, opacity: 1 }} />
        </>
      )}
      {pickup &&
        vehicles.map((vehicle) => (
          <Polyline
            key={`line-${String(vehicle.carID)}`}
            positions={[carPosition(vehicle), [pickup.lat, pickup.lng]]}
            pathOptions={{ color: theme.colors.dark, weight: 2, opacity: 0.7, dashArray: '6 6' }}
          />
        ))}
      {pickup &&
        vehicles.map((vehicle, index) => (
          <Marker
            key={`car-${String(vehicle.carID)}`}
            position={carPosition(vehicle)}
            icon={carIcon(index + 1)}
            keyboard={false}
          >
            <Tooltip direction="top" offset={[0, -CAR_PIN_SIZE / 2]}>
              {vehicle.driver}, {vehicle.spz}: {etaText(vehicle.durationSeconds)}
            </Tooltip>
          </Marker>
        ))}
      {pickup && (
        <Marker position={[pickup.lat, pickup.lng]} icon={PICKUP_ICON} keyboard={false}>
          <Tooltip direction="top" offset={[0, -PIN_SIZE / 2]}>
            Odkud: {pickup.name}
          </Tooltip>
        </Marker>
      )}
      {destination && (
        <Marker position={[destination.lat, destination.lng]} icon={DESTINATION_ICON} keyboard={false}>
          <Tooltip direction="top" offset={[0, -PIN_SIZE / 2]}>
            Kam: {destination.name}
          </Tooltip>
        </Marker>
      )}
      <FitToRoute points={points} />
    </BaseMap>
  );
}
