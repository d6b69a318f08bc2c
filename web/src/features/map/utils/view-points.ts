import type { OrderMarker } from './order-markers';
import type { VehicleMarker } from './vehicle-markers';

export type MapPoint = { lat: number; lng: number };

/** Everything "Zobrazit vše" brings into view: every car, and every active order that has a place. */
export function viewPoints(vehicles: readonly VehicleMarker[], orders: readonly OrderMarker[]): MapPoint[] {
  const points: MapPoint[] = vehicles.map(({ lat, lng }) => ({ lat, lng }));
  for (const order of orders) {
    if (order.position) {
      points.push(order.position);
    }
  }
  return points;
}
