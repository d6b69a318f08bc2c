import type { Driver, MapOrder, OrderEntry, SosAlert, User, Vip } from '@taxi/contracts';
import type { StoredDriver, StoredOrder, StoredUser } from './memory-store';

// Every function here builds fresh objects: callers can never reach into the store.

/** How many orders each user has placed, by user id. */
export function rideCounts(orders: Iterable<StoredOrder>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const order of orders) {
    if (order.customerId !== null) {
      counts.set(order.customerId, (counts.get(order.customerId) ?? 0) + 1);
    }
  }
  return counts;
}

export function toUser(user: StoredUser, rides: number): User {
  const { id, first_name, last_name, phone, email, status, credits } = user;
  return { id, first_name, last_name, phone, email, status, rides, credits };
}

export function toDriver(driver: StoredDriver, user: StoredUser): Driver {
  const { id, first_name, last_name, phone, email } = user;
  return { id: driver.id, id_user: user.id, user: { id, first_name, last_name, phone, email } };
}

export function toOrderEntry(order: StoredOrder, users: ReadonlyMap<number, StoredUser>): OrderEntry {
  const customer = order.customerId === null ? undefined : users.get(order.customerId);
  const { driver } = order.ride;
  return {
    id: order.id,
    id_order: order.orderId,
    user: customer
      ? { first_name: customer.first_name, last_name: customer.last_name, phone: customer.phone }
      : null,
    order_user: order.orderUser
      ? { last_name: order.orderUser.last_name, phone: order.orderUser.phone }
      : null,
    ride: { ...order.ride, driver: driver ? { user: { last_name: driver.user.last_name } } : null },
  };
}

export function toMapOrder(order: StoredOrder): MapOrder {
  const { status, pickup_location, destination, createdAt, people } = order.ride;
  // The map names a ride by its order number, as the list, the customer and the driver do.
  return { id: order.orderId, status, pickup_location, destination, createdAt, people };
}

export function copySos(alert: SosAlert): SosAlert {
  return { ...alert, user: alert.user && { ...alert.user } };
}

export function copyVip(vip: Vip): Vip {
  return { ...vip };
}

/** Newest first by an ISO timestamp, then by id for rows created in the same instant. */
export function newestFirst<T extends { id: number; createdAt?: string | undefined }>(a: T, b: T): number {
  // The mock writes every timestamp with toISOString, so text order is time order.
  const left = a.createdAt ?? '';
  const right = b.createdAt ?? '';
  if (left !== right) {
    return left < right ? 1 : -1;
  }
  return b.id - a.id;
}
