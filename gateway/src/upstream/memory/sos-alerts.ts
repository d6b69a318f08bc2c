import type { SosAlert } from '@taxi/contracts';
import { UpstreamError } from '@/upstream/upstream.errors';
import type { MemoryStore, StoredUser } from './memory-store';
import type { Random } from '@taxi/contracts';
import { copySos, newestFirst } from './views';

export function listSos(store: MemoryStore): SosAlert[] {
  return [...store.sos.values()].sort(newestFirst).map(copySos);
}

function chooseUser(store: MemoryStore, random: Random, userId: number | undefined): StoredUser {
  if (userId !== undefined) {
    const user = store.users.get(userId);
    if (!user) {
      throw UpstreamError.notFound('Uživatel nenalezen');
    }
    return user;
  }
  const customers = [...store.users.values()].filter((user) => user.status === null);
  if (customers.length === 0) {
    throw UpstreamError.notFound('Žádný zákazník, který by mohl vyslat SOS');
  }
  return random.pick(customers);
}

/** The alert keeps a copy of the name and phone: it outlives a later change of the user. */
export function raiseSos(
  store: MemoryStore,
  random: Random,
  userId: number | undefined,
  now: Date,
): SosAlert {
  const user = chooseUser(store, random, userId);
  const alert: SosAlert = {
    id: store.nextId('sos'),
    user: { first_name: user.first_name, last_name: user.last_name, phone: user.phone },
    createdAt: now.toISOString(),
  };
  store.sos.set(alert.id, alert);
  return copySos(alert);
}

export function dismissSos(store: MemoryStore, id: number): void {
  if (!store.sos.delete(id)) {
    throw UpstreamError.notFound('SOS nenalezeno');
  }
}
