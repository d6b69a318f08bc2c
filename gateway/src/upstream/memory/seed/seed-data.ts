import type { Tariff } from '@taxi/contracts';
import type { SeedData } from '@/upstream/memory/memory-store';
import { seedSos, seedVips } from './seed-customer-extras';
import { seedLoginHistory, seedMonthlyItems, seedNotifications, seedWorkHours } from './seed-office';
import { seedOrders } from './seed-orders';
import { seedUpcomingPreorders } from './seed-preorders';
import { seedUsers } from './seed-users';

export type SeedOptions = {
  seed: number;
  orderCount: number;
  tariff: Tariff;
  adminUsername: string;
  /** Every seeded time is relative to this instant. */
  now: Date;
};

/**
 * The whole mock database, identical for identical options: `orderCount` orders of history and, after
 * them, a few pre-orders booked for the hours ahead (none when there is no history).
 */
export function buildSeedData(options: SeedOptions): SeedData {
  const { seed, now } = options;
  const { users, drivers } = seedUsers(seed);
  const customers = users.filter((user) => user.status === null);
  const driverNames = drivers.map((driver) => ({
    id: driver.id,
    lastName: users.find((user) => user.id === driver.userId)?.last_name ?? null,
  }));
  // Blacklisted people once rode with us too; that is how they got there.
  const history = seedOrders({
    seed,
    orderCount: options.orderCount,
    tariff: options.tariff,
    now,
    customers: users.filter((user) => user.status === null || user.status === 'blacklist'),
    drivers: driverNames,
  });
  const upcoming = seedUpcomingPreorders({
    seed,
    tariff: options.tariff,
    now,
    customers,
    drivers: driverNames,
    history,
  });
  return {
    users,
    drivers,
    orders: [...history, ...upcoming],
    vips: seedVips(seed, customers),
    sos: seedSos(seed, now, customers),
    notifications: seedNotifications(seed, now),
    loginHistory: seedLoginHistory(seed, now, options.adminUsername),
    workHours: seedWorkHours(options.adminUsername),
    monthly: seedMonthlyItems(seed, now),
  };
}
