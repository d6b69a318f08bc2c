import type { Locator, Page } from '@playwright/test';
import type { Driver, LoginHistoryEntry, MonthlyItem, Notification, User, Vip } from '@taxi/contracts';
import { formatPhone } from '../../src/components/people-table/format-phone';
import { expect, getJson, postJson } from '../admin-shell/support';
import { userRole } from './domain';

// The admin session, the accessibility check and text helpers are the admin shell's.
export { expect, expectAccessible, plain, sendNow, test, undoToast } from '../admin-shell/support';

export const api = {
  users: (page: Page) => getJson<User[]>(page, '/api/user/me'),
  drivers: (page: Page) => getJson<Driver[]>(page, '/api/driver/'),
  vips: (page: Page) => getJson<Vip[]>(page, '/api/vip'),
  notifications: (page: Page) => getJson<Notification[]>(page, '/api/notifications/get'),
  loginHistory: (page: Page) => getJson<LoginHistoryEntry[]>(page, '/api/history_login'),
  earnings: async (page: Page, month: number, year: number) =>
    (await postJson<{ earnings: number }>(page, '/api/admins/earnings', { month, year })).earnings,
  monthlyItems: (page: Page, month: number, year: number) =>
    postJson<MonthlyItem[]>(page, '/api/admins/monthlyData', { month, year }),
  blacklist: (page: Page, phone: string) =>
    postJson(page, '/api/user/blacklistPhone', { phone, reasonText: 'Bez důvodu' }),
  unblacklist: (page: Page, phone: string) =>
    postJson(page, '/api/user/blacklist/remove', { phone, reasonText: 'Bez důvodu' }),
};

/**
 * Specs run in parallel against one mock backend, so each one changes only its own customers:
 * ordinary customers whose id ends with the spec's digit (customers 2 and 3, blacklist 4,
 * drivers 5, admins 6). Everybody else stays as seeded.
 */
export const POOL_DIGITS = [2, 3, 4, 5, 6] as const;

export async function poolCustomer(page: Page, digit: number, index = 0): Promise<User> {
  const users = await api.users(page);
  const pool = users.filter((user) => userRole(user.status) === 'customer' && user.id % 10 === digit);
  const user = pool[index];
  expect(user, `customer ${index} with id ending in ${digit}`).toBeDefined();
  return user!;
}

/** The table row of a person, found by the phone as the table shows it (phones are unique). */
export function personRow(scope: Page | Locator, phone: string): Locator {
  return scope.getByRole('row').filter({ hasText: formatPhone(phone) });
}

export async function columnHeaders(table: Locator): Promise<string[]> {
  await expect(table.locator('thead th').first()).toBeAttached();
  return (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
}
