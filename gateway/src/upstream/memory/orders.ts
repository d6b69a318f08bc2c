import {
  NO_DRIVER_ID,
  placeToText,
  type AssignedDriver,
  type CreateOrderRequest,
  type CreatePreorderRequest,
  type OrderAssignRequest,
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
  const driverId = driver ? driver.id : null;
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
      id_driver: driverId,
      people: request.people,
      duration: request.duration,
    },
    createdAtMs: now.getTime(),
  };
  store.orders.set(id, order);
  return order;
}

/** A pre-order (proposed extension `orderPreorderCreate`): a create with the pickup time it cannot carry. */
export function createPreorder(store: MemoryStore, request: CreatePreorderRequest, now: Date): StoredOrder {
  const { preorderDateTime, ...create } = request;
  const order = createOrder(store, create, now);
  order.ride.isPreorder = true;
  order.ride.preorderDateTime = new Date(preorderDateTime).toISOString();
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

// A driver can still be given to (or taken from) a ride nobody has picked up yet.
const ASSIGNABLE_STATUSES: ReadonlySet<string> = new Set<RideStatus>(['waiting', 'accepted', 'declined']);
export const DRIVER_NOT_IN_LIST = 'Řidič není v seznamu řidičů.';

/** Who drives the order now, as the extension's 409 tells it. */
export function currentDriver(order: StoredOrder): AssignedDriver {
  return { id_driver: order.ride.id_driver ?? null, driver_name: order.ride.driver_name };
}

/**
 * The orderAssign extension (docs/upstream.md): sets or takes off the driver of a ride not yet picked
 * up, only if its driver is still the one the dispatcher saw. A driver makes the ride accepted, none
 * puts it back to waiting, as a dispatcher's new order would be.
 */
export function assignDriver(store: MemoryStore, request: OrderAssignRequest): StoredOrder {
  const order = store.orders.get(request.id);
  if (!order) {
    throw UpstreamError.notFound('Objednávka nenalezena.');
  }
  const current = currentDriver(order);
  if (current.id_driver !== request.expected_id_driver) {
    throw UpstreamError.driverChanged(
      `Řidiče objednávky č. ${order.orderId} mezitím změnil někdo jiný.`,
      current,
    );
  }
  if (!ASSIGNABLE_STATUSES.has(order.ride.status)) {
    throw UpstreamError.driverChanged(
      `Objednávka č. ${order.orderId} už běží nebo skončila, řidiče nelze změnit.`,
      current,
    );
  }
  const driver = request.id_driver === null ? null : store.drivers.get(request.id_driver);
  const user = driver ? store.users.get(driver.userId) : undefined;
  if (request.id_driver !== null && (!driver || !user)) {
    throw UpstreamError.rejected(400, DRIVER_NOT_IN_LIST);
  }
  const name = user ? request.driver_name?.trim() || user.last_name : null;
  const ride = order.ride;
  ride.id_driver = driver ? driver.id : null;
  ride.driver_name = name;
  ride.driver = user ? { user: { last_name: user.last_name } } : null;
  ride.status = driver ? 'accepted' : 'waiting';
  return order;
}
