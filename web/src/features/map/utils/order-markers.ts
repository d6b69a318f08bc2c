import { type MapOrder, mapOrderStatusLabel, parsePlaceText } from '@taxi/contracts';

/** Colour group of an order marker: the spec's three popup labels. */
export type OrderMarkerKind = 'waiting' | 'accepted' | 'other';

/** An active order as the map and the order list show it. */
export type OrderMarker = {
  id: number;
  status: string;
  /** `čeká`, `Přijato` or `error` (spec). */
  statusLabel: string;
  kind: OrderMarkerKind;
  pickup: string;
  destination: string;
  people: number;
  createdAt: string;
  /** Pickup coordinates; null when the order's place has none (listed, but not on the map). */
  position: { lat: number; lng: number } | null;
};

export function orderMarkerKind(status: string): OrderMarkerKind {
  if (status === 'waiting' || status === 'accepted') {
    return status;
  }
  return 'other';
}

/** Active orders placed at their pickup location, newest first as the server sends them. */
export function toOrderMarkers(orders: readonly MapOrder[]): OrderMarker[] {
  return orders.map((order) => {
    const pickup = parsePlaceText(order.pickup_location);
    const destination = parsePlaceText(order.destination);
    const { lat, lng } = pickup;
    return {
      id: order.id,
      status: order.status,
      statusLabel: mapOrderStatusLabel(order.status),
      kind: orderMarkerKind(order.status),
      pickup: pickup.name || 'neznámé místo',
      destination: destination.name || 'neznámé místo',
      people: order.people,
      createdAt: order.createdAt,
      position: lat !== undefined && lng !== undefined ? { lat, lng } : null,
    };
  });
}

/** "1 osoba", "3 osoby", "5 osob". */
export function formatPeople(people: number): string {
  if (people === 1) {
    return '1 osoba';
  }
  return people >= 2 && people <= 4 ? `${people} osoby` : `${people} osob`;
}
