import type { AddMonthlyItemRequest, MonthlyItem, MonthRequest, Notification } from '@taxi/contracts';
import { UpstreamError } from '@/upstream/upstream.errors';
import type { MemoryStore } from './memory-store';
import { newestFirst } from './views';

export function listNotifications(store: MemoryStore): Notification[] {
  return [...store.notifications.values()].sort(newestFirst).map((notification) => ({ ...notification }));
}

export function createNotification(
  store: MemoryStore,
  { title, content }: { title: string; content: string },
  now: Date,
): Notification {
  const notification = { id: store.nextId('notification'), title, content, createdAt: now.toISOString() };
  store.notifications.set(notification.id, notification);
  return { ...notification };
}

/** Items of one month in the order they were added. */
export function listMonthlyItems(store: MemoryStore, { month, year }: MonthRequest): MonthlyItem[] {
  return [...store.monthly.values()]
    .filter((item) => item.month === month && item.year === year)
    .map(({ id, name, price }) => ({ id, name, price }));
}

export function addMonthlyItem(
  store: MemoryStore,
  { month, year, name, price }: AddMonthlyItemRequest,
): MonthlyItem {
  const id = store.nextId('monthly');
  store.monthly.set(id, { id, month, year, name, price });
  return { id, name, price };
}

export function deleteMonthlyItem(store: MemoryStore, id: number): void {
  if (!store.monthly.delete(id)) {
    throw UpstreamError.notFound('Položka nenalezena');
  }
}
