import { GoogleMap, MarkerF, PolylineF, useJsApiLoader } from '@react-google-maps/api';
import { MAP_CENTER, MAP_ZOOM } from '@taxi/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTheme } from 'styled-components';
import {
  markGoogleMapsFailed,
  watchGoogleAuthFailure,
} from '@/features/create-order/hooks/use-google-maps-failure';
import { useRouteFit } from '@/features/create-order/hooks/use-route-fit';
import { etaText } from './nearest-vehicles';
import { MapFrame, MapPlaceholder } from './map-frame';
import type { RouteMapProps } from './route-map-types';

// One script id for the whole SPA: the loader refuses a second load with other options.
const SCRIPT_ID = 'google-maps-script';
const CENTER = { lat: MAP_CENTER.lat, lng: MAP_CENTER.lng };
const CONTAINER_STYLE = { width: '100%', height: '100%' };
// The spec's map has no zoom, street view, map type or fullscreen controls.
const OPTIONS = {
  disableDefaultUI: true,
  zoomControl: false,
  streetViewControl: false,
  mapTypeControl: false,
  fullscreenControl: false,
  clickableIcons: false,
};
const PLACE_ZOOM = 15;
const FIT_PADDING_PX = 48;

/**
 * The route on a Google map, used when the gateway routes with Google: its terms require Places
 * and Directions results to be shown on a Google map. Loaded lazily, so the Leaflet path never
 * downloads this code. When Google's script fails to load or refuses the key, the page records it
 * and `RouteMap` draws Leaflet's schema instead.
 */
export function GoogleRouteMap({
  apiKey,
  pickup,
  destination,
  path,
  vehicles = [],
  label,
}: RouteMapProps & { apiKey: string }) {
  const theme = useTheme();
  const { isLoaded, loadError } = useJsApiLoader({
    id: SCRIPT_ID,
    googleMapsApiKey: apiKey,
    language: 'cs',
    region: 'CZ',
  });
  const [map, setMap] = useState<google.maps.Map | null>(null);
  useEffect(() => watchGoogleAuthFailure(), []);
  useEffect(() => {
    if (loadError) {
      markGoogleMapsFailed();
    }
  }, [loadError]);
  const points = useRouteFit(pickup, destination, path, vehicles);
  const line = useMemo(() => path?.map(([lat, lng]) => ({ lat, lng })), [path]);

  useEffect(() => {
    const [first] = points;
    if (!map || !first) {
      return;
    }
    if (points.length === 1) {
      map.setCenter({ lat: first[0], lng: first[1] });
      map.setZoom(PLACE_ZOOM);
      return;
    }
    const bounds = new google.maps.LatLngBounds();
    points.forEach(([lat, lng]) => bounds.extend({ lat, lng }));
    map.fitBounds(bounds, FIT_PADDING_PX);
  }, [map, points]);

  // After a load error RouteMap swaps this map for Leaflet's at once.
  if (loadError || !isLoaded) {
    return <MapPlaceholder text="Načítám mapu…" />;
  }
  return (
    <MapFrame role="region" aria-label={label}>
      <GoogleMap
        mapContainerStyle={CONTAINER_STYLE}
        center={CENTER}
        zoom={MAP_ZOOM}
        options={OPTIONS}
        onLoad={setMap}
        onUnmount={() => setMap(null)}
      >
        {line && (
          <PolylineF
            path={line}
            options={{ strokeColor: theme.colors.brand, strokeWeight: 5, strokeOpacity: 1 }}
          />
        )}
        {pickup &&
          vehicles.map((vehicle) => {
            const car = { lat: vehicle.position.latitude, lng: vehicle.position.longitude };
            return (
              <PolylineF
                key={String(vehicle.carID)}
                path={[car, pickup]}
                options={{
                  strokeOpacity: 0,
                  icons: [
                    {
                      icon: {
                        path: 'M 0,-1 0,1',
                        strokeOpacity: 0.7,
                        strokeColor: theme.colors.dark,
                        scale: 2,
                      },
                      offset: '0',
                      repeat: '10px',
                    },
                  ],
                }}
              />
            );
          })}
        {pickup &&
          vehicles.map((vehicle, index) => (
            <MarkerF
              key={`car-${String(vehicle.carID)}`}
              position={{ lat: vehicle.position.latitude, lng: vehicle.position.longitude }}
              title={`${vehicle.driver}, ${vehicle.spz}: ${etaText(vehicle.durationSeconds)}`}
              label={String(index + 1)}
              icon={{
                path: google.maps.SymbolPath.CIRCLE,
                scale: 12,
                fillColor: theme.colors.surface,
                fillOpacity: 1,
                strokeColor: theme.colors.dark,
                strokeWeight: 2,
              }}
            />
          ))}
        {pickup && <MarkerF position={pickup} label="A" title={`Odkud: ${pickup.name}`} />}
        {destination && <MarkerF position={destination} label="B" title={`Kam: ${destination.name}`} />}
      </GoogleMap>
    </MapFrame>
  );
}
