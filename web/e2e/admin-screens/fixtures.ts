import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test as base } from '@playwright/test';
import type { Driver, LoginHistoryEntry, MonthlyItem, Notification, User, Vip } from '@taxi/contracts';
import { formatPhone } from '../../src/components/people-table/format-phone';
import { userRole } from './domain';

/** Every test starts with an admin session: the API login sets the cookies the page uses. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const response = await page.request.post('/api/admins/login', {
      data: { username: 'admin', password: 'admin' },
    });
    expect(response.ok()).toBe(true);
    await use(page);
  },
});

export { expect };

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

async function postJson<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

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

/** No WCAG 2.1 A/AA violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // The shared toast container (components/ui/toast.tsx, not these screens) puts aria-label on a
    // plain div (aria-prohibited-attr); reported to be given role="region".
    .exclude('[aria-label="Oznámení aplikace"]')
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Text with any kind of space made a plain space (Intl puts no-break spaces into amounts and dates). */
export function plain(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
