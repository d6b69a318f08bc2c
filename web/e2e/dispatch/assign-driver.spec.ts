import type { Browser, Page } from '@playwright/test';
import type { Driver, OrderEntry } from '@taxi/contracts';
import {
  api,
  expect,
  expectAccessible,
  getJson,
  parsePlaceText,
  sendNow,
  test,
  undoToast,
} from '../admin-shell/support';
import { oneSize } from '../one-size';

// Giving an existing order a driver in mock mode, where the server has the orderAssign extension:
// from the order detail, a Předobjednávky row and the 15-minute reminder; the undo window; two
// dispatchers at once. Tests that commit work on orders of their own; on the mock's shared pre-orders
// a test only looks and takes its choice back (Zpět), so the pre-order suites see them unchanged.

const MINUTE = 60_000;
const picker = (page: Page) => page.getByRole('dialog', { name: /^(Přidělit|Změnit) řidiče|^Přeobsadit/ });
const detail = (page: Page, number: number) => page.getByRole('dialog', { name: `Objednávka č. ${number}` });
const driverRow = (page: Page) =>
  picker(page).getByRole('group', { name: 'Všichni řidiči' }).getByRole('option');

/** A waiting immediate order of this test's own (the mock answers a create with no number: read it back). */
async function ownOrder(page: Page, name: string): Promise<OrderEntry> {
  await api.createOrder(page, name);
  const order = (await api.orders(page)).find((entry) => entry.order_user?.last_name === name);
  expect(order, name).toBeDefined();
  return order!;
}

const drivers = (page: Page) => getJson<Driver[]>(page, '/api/driver/');
const driverOf = async (page: Page, id: number) =>
  (await api.orders(page)).find((entry) => entry.id === id)?.ride.driver_name ?? null;

test('from the order detail: the nearest cars first, one Enter assigns, the detail and the table show it', async ({
  page,
}, testInfo) => {
  const order = await ownOrder(page, `Přidělená ${testInfo.project.name}`);
  await page.goto(`/admin/orders/${order.id_order}`);
  await detail(page, order.id_order)
    .getByRole('button', { name: /^Přidělit řidiče: objednávka/ })
    .click();
  await expect(picker(page)).toHaveAccessibleName(`Přidělit řidiče – objednávka č. ${order.id_order}`);
  await expect(picker(page)).toContainText(parsePlaceText(order.ride.pickup_location).name.split(',')[0]!);
  const nearest = picker(page).getByRole('group', { name: 'Nejbližší vozy' }).getByRole('option');
  await expect(nearest).toHaveCount(3);
  await expect(nearest.first()).toContainText(/za \d+ min/);
  await expectAccessible(page);
  const filter = page.getByRole('combobox', { name: 'Hledat řidiče podle jména nebo telefonu' });
  await expect(filter).toBeFocused();

  // The dispatcher narrows the list by name and takes the first match with Enter.
  const [someone] = (await drivers(page)).filter((driver) => driver.user?.last_name);
  await filter.fill(someone!.user!.last_name!);
  await filter.press('Enter');
  await expect(picker(page)).toHaveCount(0);
  const pending = `Objednávce č. ${order.id_order} bude přidělen řidič`;
  await expect(undoToast(page, pending)).toBeVisible();
  // The screen shows the choice at once, before anything is sent.
  await expect(detail(page, order.id_order)).toContainText(someone!.user!.last_name!);
  expect(await driverOf(page, order.id)).toBeNull();

  await sendNow(page, pending);
  await expect(
    page.getByRole('status').filter({ hasText: `Objednávka č. ${order.id_order}: řidič` }),
  ).toBeVisible();
  await expect.poll(() => driverOf(page, order.id)).toBe(someone!.user!.last_name);
  await expect(
    detail(page, order.id_order).getByRole('button', { name: /^Změnit řidiče: objednávka/ }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('assigned-from-detail.png') });
});

test(
  'Zpět within the window puts the previous driver back and sends nothing',
  oneSize,
  async ({ page }, testInfo) => {
    const order = await ownOrder(page, `Vrácená ${testInfo.project.name}`);
    await page.goto(`/admin/orders/${order.id_order}`);
    await detail(page, order.id_order)
      .getByRole('button', { name: /^Přidělit řidiče: objednávka/ })
      .click();
    await driverRow(page).first().click();
    const toast = undoToast(page, `Objednávce č. ${order.id_order} bude přidělen řidič`);
    await toast.getByRole('button', { name: 'Zpět' }).click();
    await expect(page.getByText(`Řidič objednávky č. ${order.id_order} zůstal beze změny.`)).toBeVisible();
    await expect(
      detail(page, order.id_order).getByRole('button', { name: /^Přidělit řidiče: objednávka/ }),
    ).toBeVisible();
    await page.waitForTimeout(6_000);
    expect(await driverOf(page, order.id)).toBeNull();
  },
);

test(
  'from a Předobjednávky row "bez řidiče": arrows and Enter in the picker, the row shows the driver at once',
  oneSize,
  async ({ page }, testInfo) => {
    await page.goto('/admin/dashboard');
    const panel = page.getByRole('region', { name: /^Předobjednávky/ });
    const button = panel.getByRole('button', { name: /^Přidělit řidiče: objednávka č\. \d+/ }).first();
    await expect(button).toBeVisible();
    const number = Number(/č\. (\d+)/.exec((await button.getAttribute('aria-label')) ?? '')?.[1]);
    const row = panel.getByRole('listitem').filter({ hasText: `č. ${number}` });
    await expect(row).toContainText('bez řidiče');
    await button.click();
    await expect(picker(page)).toContainText('Vyzvednutí');
    // ↓ from the nearest car to the next row, Enter takes it.
    await page.keyboard.press('ArrowDown');
    const active = picker(page).getByRole('option', { selected: true });
    const chosen = (await active.innerText()).split('\n')[0]!;
    await page.keyboard.press('Enter');
    await expect(row).not.toContainText('bez řidiče');
    await expect(row).toContainText(chosen.split(' ')[0]!);
    await page.screenshot({ path: testInfo.outputPath('preorder-row-assigned.png') });
    // The mock's pre-orders are shared by the suites: take it back.
    await undoToast(page, `Objednávce č. ${number}`).getByRole('button', { name: 'Zpět' }).click();
    await expect(row).toContainText('bez řidiče');
  },
);

test.describe('from the 15-minute reminder', () => {
  test.use({ preorderReminders: true });

  test(
    'the reminder offers "Přidělit řidiče", which opens the picker for that pre-order',
    oneSize,
    async ({ page }, testInfo) => {
      const now = Date.now();
      const target = (await api.orders(page))
        .filter(
          (entry) =>
            entry.ride.isPreorder &&
            entry.ride.status === 'waiting' &&
            !entry.ride.driver_name &&
            Date.parse(entry.ride.preorderDateTime ?? '') > now + 20 * MINUTE,
        )
        .sort((a, b) => Date.parse(a.ride.preorderDateTime!) - Date.parse(b.ride.preorderDateTime!))[0]!;
      const start = Date.parse(target.ride.preorderDateTime!) - 16 * MINUTE;
      await page.clock.install({ time: start });
      await page.goto('/admin/dashboard');
      await page.clock.runFor(MINUTE);
      const reminder = page.getByRole('alert').filter({ hasText: /^Předobjednávka za 15 min/ });
      await expect(reminder).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('reminder-with-action.png') });
      // Folded into the top bar's "K vyřízení" after a few seconds, it reopens with its action.
      await page.clock.runFor(MINUTE);
      await expect(reminder).toHaveCount(0);
      await page.getByRole('banner').getByRole('button', { name: 'K vyřízení: 1' }).click();
      await reminder.getByRole('button', { name: 'Přidělit řidiče' }).click();
      await expect(picker(page)).toHaveAccessibleName(
        `Přidělit řidiče – předobjednávka č. ${target.id_order}`,
      );
      await expect(reminder).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(picker(page)).toHaveCount(0);
    },
  );
});

async function dispatcher(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
  const page = await context.newPage();
  const login = await page.request.post('/api/admins/login', {
    data: { username: 'admin', password: 'admin' },
  });
  expect(login.ok()).toBe(true);
  return page;
}

test(
  'two dispatchers assign the same order at once: one wins, the other is told who has it',
  oneSize,
  async ({ page, browser, baseURL }, testInfo) => {
    const order = await ownOrder(page, `Souboj ${testInfo.project.name}`);
    const other = await dispatcher(browser, baseURL!);
    const [first, second] = (await drivers(page)).filter((driver) => driver.user?.last_name);
    const choose = async (dispatcherPage: Page, driver: Driver) => {
      await dispatcherPage.goto(`/admin/orders/${order.id_order}`);
      await detail(dispatcherPage, order.id_order)
        .getByRole('button', { name: /^Přidělit řidiče: objednávka/ })
        .click();
      await dispatcherPage
        .getByRole('combobox', { name: 'Hledat řidiče podle jména nebo telefonu' })
        .fill(driver.user!.last_name!);
      await dispatcherPage.keyboard.press('Enter');
      await expect(undoToast(dispatcherPage, `Objednávce č. ${order.id_order}`)).toBeVisible();
    };
    // Both choose at about the same moment; each choice goes out when its undo window ends.
    await Promise.all([choose(page, first!), choose(other, second!)]);
    const won = (dispatcherPage: Page) =>
      dispatcherPage.getByRole('status').filter({ hasText: `Objednávka č. ${order.id_order}: řidič` });
    const lost = (dispatcherPage: Page) =>
      dispatcherPage.getByRole('alert').filter({ hasText: 'mezitím změnil někdo jiný' });
    // Exactly one assignment wins; each dispatcher hears how theirs went.
    const outcome = async (dispatcherPage: Page) => {
      await expect(won(dispatcherPage).or(lost(dispatcherPage))).toBeVisible({ timeout: 20_000 });
      return (await won(dispatcherPage).count()) === 1 ? 'won' : 'lost';
    };
    const outcomes = await Promise.all([outcome(page), outcome(other)]);
    expect([...outcomes].sort()).toEqual(['lost', 'won']);
    const [winner, loser, winnerDriver] =
      outcomes[0] === 'won' ? [page, other, first!] : [other, page, second!];
    await expect(lost(loser)).toContainText(`Teď ji má řidič ${winnerDriver.user!.last_name}.`);
    // The loser's screen shows what the server holds.
    await expect(detail(loser, order.id_order)).toContainText(winnerDriver.user!.last_name!);
    expect(await driverOf(page, order.id)).toBe(winnerDriver.user!.last_name);
    await loser.screenshot({ path: testInfo.outputPath('race-loser.png') });
    await winner.screenshot({ path: testInfo.outputPath('race-winner.png') });
    await other.context().close();
  },
);

test(
  'an order deleted meanwhile: the picker says so in Czech and the screen keeps what it showed',
  oneSize,
  async ({ page }, testInfo) => {
    const order = await ownOrder(page, `Zmizelá ${testInfo.project.name}`);
    await page.goto(`/admin/orders/${order.id_order}`);
    await detail(page, order.id_order)
      .getByRole('button', { name: /^Přidělit řidiče: objednávka/ })
      .click();
    await driverRow(page).first().click();
    // Someone deletes it while the undo window runs.
    const response = await page.request.post('/api/order/delete', {
      data: { id: order.id, orderId: order.id_order },
    });
    expect(response.ok()).toBe(true);
    await sendNow(page, `Objednávce č. ${order.id_order}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Objednávka nenalezena.' })).toBeVisible();
  },
);
