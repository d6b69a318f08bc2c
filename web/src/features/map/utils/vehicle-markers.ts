import type { FleetSnapshot } from '@taxi/contracts';

/** One car as the map and the vehicle list show it. */
export type VehicleMarker = {
  /** `carID` as text (providers send numbers or strings). */
  id: string;
  plate: string;
  /** The provider's tooltip text (driver and status). */
  text: string;
  lat: number;
  lng: number;
  /** When the car last reported (gateway clock, ms); the poll time when the provider does not say. */
  reportedAtMs: number | null;
};

function timeOrNull(iso: string | null | undefined): number | null {
  if (!iso) {
    return null;
  }
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** The snapshot's cars that have a usable position, sorted by plate (the list's order). */
export function toVehicleMarkers(snapshot: FleetSnapshot): VehicleMarker[] {
  const polledAtMs = timeOrNull(snapshot.fetchedAt);
  return snapshot.positions
    .filter(({ position }) => Number.isFinite(position.latitude) && Number.isFinite(position.longitude))
    .map((car) => ({
      id: String(car.carID),
      plate: car.spz.trim() || String(car.carID),
      text: car.toolTipText,
      lat: car.position.latitude,
      lng: car.position.longitude,
      reportedAtMs: timeOrNull(car.reportedAt) ?? polledAtMs,
    }))
    .sort((a, b) => a.plate.localeCompare(b.plate, 'cs'));
}

/** "50,51553, 14,05434": five decimals (about a metre), Czech decimal commas. */
export function formatPosition(lat: number, lng: number): string {
  return `${lat.toFixed(5).replace('.', ',')}, ${lng.toFixed(5).replace('.', ',')}`;
}
