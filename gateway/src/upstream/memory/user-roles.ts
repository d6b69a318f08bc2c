import type { Driver, User } from '@taxi/contracts';
import { UpstreamError } from '@/upstream/upstream.errors';
import type { MemoryStore, StoredUser } from './memory-store';
import { rideCounts, toDriver, toUser } from './views';

// Every function checks all its conditions before it changes anything.

const USER_NOT_FOUND = 'Uživatel nenalezen';
const PHONE_NOT_FOUND = 'Uživatel s tímto telefonem neexistuje';
const DRIVER_NOT_FOUND = 'Řidič nenalezen';

export function listUsers(store: MemoryStore): User[] {
  const counts = rideCounts(store.orders.values());
  return [...store.users.values()]
    .sort((a, b) => a.id - b.id)
    .map((user) => toUser(user, counts.get(user.id) ?? 0));
}

export function listDrivers(store: MemoryStore): Driver[] {
  const rows: Driver[] = [];
  for (const driver of store.drivers.values()) {
    const user = store.users.get(driver.userId);
    if (user) {
      rows.push(toDriver(driver, user));
    }
  }
  return rows.sort(
    (a, b) => (a.user?.last_name ?? '').localeCompare(b.user?.last_name ?? '', 'cs') || a.id - b.id,
  );
}

function requireUser(store: MemoryStore, userId: number): StoredUser {
  const user = store.users.get(userId);
  if (!user) {
    throw UpstreamError.notFound(USER_NOT_FOUND);
  }
  return user;
}

function requireUserByPhone(store: MemoryStore, phone: string): StoredUser {
  const user = store.findUserByPhone(phone);
  if (!user) {
    throw UpstreamError.notFound(PHONE_NOT_FOUND);
  }
  return user;
}

/** Sets the one status a user has; a driver who gets another status stops being a driver. */
function setStatus(store: MemoryStore, user: StoredUser, status: string | null): void {
  if (status !== 'driver') {
    const driver = store.findDriverByUserId(user.id);
    if (driver) {
      store.drivers.delete(driver.id);
    }
  }
  user.status = status;
}

export function blacklistByPhone(store: MemoryStore, phone: string): void {
  setStatus(store, requireUserByPhone(store, phone), 'blacklist');
}

/** Idempotent: a user who is not blacklisted keeps their status. */
export function unblacklistByPhone(store: MemoryStore, phone: string): void {
  const user = requireUserByPhone(store, phone);
  if (user.status === 'blacklist') {
    setStatus(store, user, null);
  }
}

/** Removes the user and their driver row; their orders stay, without a customer. */
export function deleteUser(store: MemoryStore, userId: number): void {
  const user = requireUser(store, userId);
  setStatus(store, user, null);
  store.users.delete(user.id);
  for (const order of store.orders.values()) {
    if (order.customerId === user.id) {
      order.customerId = null;
    }
  }
}

export function addDriver(store: MemoryStore, userId: number): void {
  const user = requireUser(store, userId);
  if (user.status === 'blacklist') {
    throw UpstreamError.conflict('Uživatel je na blacklistu');
  }
  if (user.status === 'driver' || store.findDriverByUserId(user.id)) {
    throw UpstreamError.conflict('Uživatel už je řidič');
  }
  const id = store.nextId('driver');
  store.drivers.set(id, { id, userId: user.id });
  user.status = 'driver';
}

export function removeDriver(store: MemoryStore, userId: number): void {
  const user = store.users.get(userId);
  if (!user || user.status !== 'driver') {
    throw UpstreamError.notFound(DRIVER_NOT_FOUND);
  }
  setStatus(store, user, null);
}

export function setAdmin(store: MemoryStore, userId: number): void {
  const user = requireUser(store, userId);
  if (user.status === 'blacklist') {
    throw UpstreamError.conflict('Uživatel je na blacklistu');
  }
  if (user.status === 'admin') {
    throw UpstreamError.conflict('Uživatel už je administrátor');
  }
  setStatus(store, user, 'admin');
}

export function removeAdmin(store: MemoryStore, userId: number): void {
  const user = store.users.get(userId);
  if (!user || user.status !== 'admin') {
    throw UpstreamError.notFound('Administrátor nenalezen');
  }
  setStatus(store, user, null);
}

export function requireDriver(store: MemoryStore, driverId: number): { id: number; user: StoredUser } {
  const driver = store.drivers.get(driverId);
  const user = driver && store.users.get(driver.userId);
  if (!driver || !user) {
    throw UpstreamError.notFound(DRIVER_NOT_FOUND);
  }
  return { id: driver.id, user };
}
