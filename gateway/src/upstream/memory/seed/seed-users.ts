import { foldText } from '@taxi/contracts';
import type { StoredDriver, StoredUser } from '@/upstream/memory/memory-store';
import {
  EMAIL_DOMAINS,
  FEMALE_FIRST_NAMES,
  MALE_FIRST_NAMES,
  MOBILE_PREFIXES,
  SURNAMES,
} from './czech-names';
import { createRandom, type Random } from '@taxi/contracts';

export const SEED_USER_COUNT = 72;
export const SEED_DRIVER_COUNT = 6;
export const SEED_ADMIN_COUNT = 2;
export const SEED_BLACKLIST_COUNT = 3;
// Customers with missing names exercise the display-name fallbacks.
const WITHOUT_FIRST_NAME = 5;
const WITHOUT_LAST_NAME = 4;
const WITHOUT_ANY_NAME = 2;

function uniquePhone(random: Random, taken: Set<string>): string {
  for (;;) {
    const phone = `+420${random.pick(MOBILE_PREFIXES)}${String(random.int(0, 999_999)).padStart(6, '0')}`;
    if (!taken.has(phone)) {
      taken.add(phone);
      return phone;
    }
  }
}

function emailFor(random: Random, user: StoredUser, taken: Set<string>): string | null {
  const parts = [user.first_name, user.last_name].filter((part): part is string => part !== null);
  if (parts.length === 0 || random.chance(0.25)) {
    return null;
  }
  const local = parts.map((part) => foldText(part)).join(random.pick(['.', '', '_']));
  let email = `${local}@${random.pick(EMAIL_DOMAINS)}`;
  while (taken.has(email)) {
    email = `${local}${random.int(1, 99)}@${random.pick(EMAIL_DOMAINS)}`;
  }
  taken.add(email);
  return email;
}

function credits(random: Random): number {
  return random.chance(0.3) ? 0 : random.int(1, 50) * 10;
}

/** 72 users with fixed counts per status, plus driver rows for the drivers. */
export function seedUsers(seed: number): { users: StoredUser[]; drivers: StoredDriver[] } {
  const random = createRandom(seed, 'users');
  const phones = new Set<string>();
  const users: StoredUser[] = [];
  for (let id = 1; id <= SEED_USER_COUNT; id += 1) {
    const female = random.chance(0.5);
    const surname = random.pick(SURNAMES);
    users.push({
      id,
      first_name: random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES),
      last_name: female ? surname[1] : surname[0],
      phone: uniquePhone(random, phones),
      email: null,
      status: null,
      credits: credits(random),
    });
  }

  const order = random.shuffle(users);
  const assign = (count: number, change: (user: StoredUser) => void): void => {
    for (const user of order.splice(0, count)) {
      change(user);
    }
  };
  assign(SEED_DRIVER_COUNT, (user) => {
    user.status = 'driver';
  });
  assign(SEED_ADMIN_COUNT, (user) => {
    user.status = 'admin';
  });
  assign(SEED_BLACKLIST_COUNT, (user) => {
    user.status = 'blacklist';
  });
  // What remains in `order` are ordinary customers, already shuffled.
  assign(WITHOUT_FIRST_NAME, (user) => {
    user.first_name = null;
  });
  assign(WITHOUT_LAST_NAME, (user) => {
    user.last_name = null;
  });
  assign(WITHOUT_ANY_NAME, (user) => {
    user.first_name = null;
    user.last_name = null;
  });

  const emails = new Set<string>();
  for (const user of users) {
    user.email = emailFor(random, user, emails);
  }
  const drivers = users
    .filter((user) => user.status === 'driver')
    .map((user, index) => ({ id: index + 1, userId: user.id }));
  return { users, drivers };
}
