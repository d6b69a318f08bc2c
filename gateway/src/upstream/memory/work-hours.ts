import {
  TimeOfDaySchema,
  WEEKDAYS,
  WeekdaySchema,
  type RemoveWorkHoursRequest,
  type SetWorkHoursRequest,
  type WorkHoursEntry,
} from '@taxi/contracts';
import { UpstreamError } from '@/upstream/upstream.errors';
import type { MemoryStore, WorkHoursWeek } from './memory-store';

function weekOf(store: MemoryStore, username: string): WorkHoursWeek {
  let week = store.workHours.get(username);
  if (!week) {
    week = new Map();
    store.workHours.set(username, week);
  }
  return week;
}

function requireDay(day: number): void {
  if (!WeekdaySchema.safeParse(day).success) {
    throw UpstreamError.rejected(400, 'Den 1 až 7');
  }
}

/** `HH:MM`; seconds are accepted and dropped. */
function timeOfDay(value: string): string {
  if (!TimeOfDaySchema.safeParse(value).success) {
    throw UpstreamError.rejected(400, 'Čas ve tvaru HH:MM');
  }
  return value.slice(0, 5);
}

/** Always all seven weekdays; `id` is the weekday, like the upstream answers. */
export function listWorkHours(store: MemoryStore, username: string): WorkHoursEntry[] {
  const week = store.workHours.get(username);
  return WEEKDAYS.map(({ day }) => {
    const hours = week?.get(day);
    return { id: day, day, from: hours?.from ?? null, to: hours?.to ?? null };
  });
}

export function setWorkHours(store: MemoryStore, username: string, request: SetWorkHoursRequest): void {
  requireDay(request.id);
  const hours = { from: timeOfDay(request.from), to: timeOfDay(request.to) };
  weekOf(store, username).set(request.id, hours);
}

export function removeWorkHours(store: MemoryStore, username: string, request: RemoveWorkHoursRequest): void {
  requireDay(request.id);
  weekOf(store, username).set(request.id, { from: null, to: null });
}
