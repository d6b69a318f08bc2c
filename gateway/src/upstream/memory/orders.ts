import {
  NO_DRIVER_ID,
  placeToText,
  type CreateOrderRequest,
  type MapOrder,
  type OrderDeleteRequest,
  type OrderEntry,
  type RideStatus,
} from '@taxi/contracts';
import { UpstreamError } from '@/upstream/upstream.errors';
import type { MemoryStore, StoredOrder } from './memory-store';
import { requireDriver } from './user-roles';
import { toMapOrder, toOrderEntry } from './views';

const ACTIVE_STATUSES: ReadonlySet<string> = new Set<RideStatus>(['waiting', 'accepted', 'pickup']);

function newestFirst(a: StoredOrder, b: StoredOrder): number {
  return b.createdAtMs - a.createdAtMs || b.id - a.id;
}

export function listOrders(store: MemoryStore): OrderEntry[] {
  return [...store.orders.values()].sort(newestFirst).map((order) => toOrderEntry(order, store.users));
}

/** Rides in progress, as the live map shows them. */
export function mapOrders(store: MemoryStore): MapOrder[] {
  return [...store.orders.values()]
    .filter((order) => ACTIVE_STATUSES.has(order.ride.status))
    .sort(newestFirst)
    .map(toMapOrder);
}

/** A dispatcher's order: accepted at once when a driver is chosen, otherwise waiting. */
export function createOrder(store: MemoryStore, request: CreateOrderRequest, now: Date): StoredOrder {
  const driver = request.id_driver === NO_DRIVER_ID ? null : requireDriver(store, request.id_driver);
  const customer = request.phone ? store.findUserByPhone(request.phone) : undefined;
  const driverName = driver ? request.driver_name?.trim() || driver.user.last_name : null;
  const id = store.nextId('order');
  const order: StoredOrder = {
    id,
    orderId: store.nextId('orderNumber'),
    customerId: customer?.id ?? null,
    orderUser: { last_name: request.name.trim() || null, phone: request.phone.trim() || null },
    ride: {
      createdAt: now.toISOString(),
      pickup_location: placeToText(request.pickup_location),
      destination: placeToText(request.destination),
      isPreorder: false,
      preorderDateTime: null,
      distance: request.distance,
      status: driver ? 'accepted' : 'waiting',
      price: request.price,
      payment_method: 'cash',
      driver: driver ? { user: { last_name: driver.user.last_name } } : null,
      driver_name: driverName,
      people: request.people,
      duration: request.duration,
    },
    createdAtMs: now.getTime(),
  };
  store.orders.set(id, order);
  return order;
}

/** Both ids must match: the list shows the order number, the row is deleted by its entry id. */
export function deleteOrder(store: MemoryStore, { id, orderId }: OrderDeleteRequest): void {
  const order = store.orders.get(id);
  if (!order || order.orderId !== orderId) {
    throw UpstreamError.notFound('Objednávka nenalezena');
  }
  store.orders.delete(id);
}
