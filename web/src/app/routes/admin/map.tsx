import { FleetMapScreen } from '@/features/map/components/fleet-map-screen';

/** Mapa: live cars and active orders (lazy-loaded with Leaflet). */
export default function MapRoute() {
  return <FleetMapScreen />;
}
