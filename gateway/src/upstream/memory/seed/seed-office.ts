import {
  pragueAddDays,
  pragueParts,
  pragueStartOfDay,
  type LoginHistoryEntry,
  type Notification,
} from '@taxi/contracts';
import type { StoredMonthlyItem, WorkHoursWeek } from '@/upstream/memory/memory-store';
import { createRandom, type Random } from '@taxi/contracts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const NOTIFICATIONS: readonly (readonly [string, string])[] = [
  ['Změna ceníku', 'Od začátku měsíce platí nový ceník jízd mimo Litoměřice. Nástupní sazba se nemění.'],
  ['Platba kartou', 'Ve všech našich vozech nyní můžete platit kartou i mobilním telefonem.'],
  [
    'Vinobraní',
    'Během Vinobraní jezdíme v pátek a v sobotu nonstop. Odvoz z Mírového náměstí objednávejte předem.',
  ],
  [
    'Uzavírka mostu',
    'Most přes Labe je uzavřen, jízdy do Terezína a Bohušovic vedou přes Lovosice. Počítejte s delší jízdou.',
  ],
  [
    'Nový vůz',
    'Do flotily přibyl vůz pro osm cestujících, vhodný pro svatby, večírky i transfery na letiště.',
  ],
  [
    'Letiště Praha',
    'Transfery na Letiště Václava Havla objednávejte alespoň den předem, ideálně telefonicky.',
  ],
  ['Vánoční provoz', 'Na Štědrý den jezdíme do 14:00, o svátcích podle běžné otevírací doby.'],
  ['Silvestrovská noc', 'Na Silvestra přijímáme objednávky do 3:00. Děkujeme za trpělivost při čekání.'],
  ['Nový řidič', 'Náš tým posílil nový řidič. Přejeme mu šťastnou cestu a spokojené zákazníky.'],
  ['Údržba aplikace', 'V neděli mezi 2:00 a 4:00 probíhá údržba objednávkového systému.'],
];

/** A Prague wall-clock instant `daysAgo` days before `now`, at the given hour and minute. */
function daysBefore(now: Date, daysAgo: number, hour: number, minute: number): Date {
  return new Date(
    pragueAddDays(pragueStartOfDay(now), -daysAgo).getTime() + hour * HOUR_MS + minute * MINUTE_MS,
  );
}

export function seedNotifications(seed: number, now: Date): Notification[] {
  const random = createRandom(seed, 'notifications');
  return NOTIFICATIONS.map(([title, content], index) => {
    const daysAgo = (NOTIFICATIONS.length - index) * 25 + random.int(-6, 6);
    const createdAt = daysBefore(now, daysAgo, random.int(8, 17), random.int(0, 59));
    return { id: index + 1, title, content, createdAt: createdAt.toISOString() };
  });
}

function mistyped(random: Random, username: string): string {
  if (username.length < 3) {
    return username;
  }
  const at = random.int(0, username.length - 2);
  return username.slice(0, at) + (username[at + 1] ?? '') + (username[at] ?? '') + username.slice(at + 2);
}

const LOGIN_HISTORY_ROWS = 30;

/** Recent shifts, newest first back in time: a login, usually a logout, now and then a failed try before. */
export function seedLoginHistory(seed: number, now: Date, adminUsername: string): LoginHistoryEntry[] {
  const random = createRandom(seed, 'login-history');
  const rows: { name: string; type: string; at: number }[] = [];
  let at = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  while (rows.length < LOGIN_HISTORY_ROWS) {
    at -= random.int(16, 34) * HOUR_MS + random.int(0, 59) * MINUTE_MS;
    const logoutAt = at + random.int(2, 10) * HOUR_MS;
    if (random.chance(0.7) && logoutAt < now.getTime()) {
      rows.push({ name: adminUsername, type: 'logout', at: logoutAt });
    }
    rows.push({ name: adminUsername, type: 'login', at });
    if (random.chance(0.15)) {
      const name = random.chance(0.5) ? adminUsername : mistyped(random, adminUsername);
      rows.push({ name, type: 'failed', at: at - random.int(1, 5) * MINUTE_MS });
    }
  }
  return rows
    .slice(0, LOGIN_HISTORY_ROWS)
    .sort((a, b) => a.at - b.at)
    .map((row, index) => ({
      id: index + 1,
      name: row.name,
      type: row.type,
      createdAt: new Date(row.at).toISOString(),
    }));
}

/** The published opening hours (Mon–Thu 7–22, Fri 7 – Sat 5, Sat 20 – Sun 5); Sunday stays unset. */
export function seedWorkHours(adminUsername: string): Map<string, WorkHoursWeek> {
  const week: WorkHoursWeek = new Map();
  for (const day of [1, 2, 3, 4]) {
    week.set(day, { from: '07:00', to: '22:00' });
  }
  week.set(5, { from: '07:00', to: '05:00' });
  week.set(6, { from: '20:00', to: '05:00' });
  return new Map([[adminUsername, week]]);
}

const MONTHS_WITH_ITEMS = 6;

/** Costs (negative) and extra income (positive) for the current and five previous months. */
export function seedMonthlyItems(seed: number, now: Date): StoredMonthlyItem[] {
  const random = createRandom(seed, 'monthly');
  const current = pragueParts(now);
  const items: Omit<StoredMonthlyItem, 'id'>[] = [];
  for (let back = MONTHS_WITH_ITEMS - 1; back >= 0; back -= 1) {
    const index = current.year * 12 + current.month - 1 - back;
    const period = { year: Math.floor(index / 12), month: (index % 12) + 1 };
    items.push({ ...period, name: 'Pohonné hmoty', price: -random.int(110, 145) * 100 });
    if (random.chance(0.6)) {
      items.push({ ...period, name: 'Servis vozu', price: -random.int(20, 60) * 100 });
    }
    if (random.chance(0.5)) {
      items.push({ ...period, name: 'Reklama', price: -1500 });
    }
    if (random.chance(0.4)) {
      items.push({ ...period, name: 'Mytí vozů', price: -random.int(4, 9) * 100 });
    }
    items.push({ ...period, name: 'Příjem z firemních jízd', price: random.int(50, 120) * 100 });
  }
  return items.map((item, index) => ({ id: index + 1, ...item }));
}
