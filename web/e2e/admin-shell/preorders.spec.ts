import type { Page } from '@playwright/test';
import { api, beeps, countBeeps, expect, parsePlaceText, plain, pragueParts, test } from './support';
import { oneSize } from '../one-size';

// The pre-orders panel (dashboard, beside the create-order form), its reminder and the orders filter,
// against the mock's own pre-orders, booked for the hours after the gateway started. Times the tests
// need are reached with the page's clock, never by waiting.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Upcoming = { number: number; atMs: number; driver: string | null; street: string; time: string };

/** The open pre-orders still ahead, soonest first, as the API lists them. */
async function upcoming(page: Page): Promise<Upcoming[]> {
  const now = Date.now();
  return (await api.orders(page))
    .filter(
      (order) =>
        order.ride.isPreorder &&
        order.ride.preorderDateTime &&
        !['done', 'declined', 'pickup'].includes(order.ride.status) &&
        Date.parse(order.ride.preorderDateTime) > now,
    )
    .map((order) => {
      const atMs = Date.parse(order.ride.preorderDateTime!);
      const { hour, minute } = pragueParts(new Date(atMs));
      return {
        number: order.id_order,
        atMs,
        driver: order.ride.driver_name?.trim() || order.ride.driver?.user.last_name?.trim() || null,
        street: parsePlaceText(order.ride.pickup_location).name.split(',')[0]!.trim(),
        time: `${hour}:${String(minute).padStart(2, '0')}`,
      };
    })
    .sort((a, b) => a.atMs - b.atMs || a.number - b.number);
}

const panel = (page: Page) => page.getByRole('region', { name: /^Předobjednávky/ });
const rows = (page: Page) => panel(page).getByRole('listitem');
const shownNumbers = async (page: Page) =>
  (await rows(page).allInnerTexts()).map((text) => Number(/č\. (\d+)/.exec(text)?.[1]));
const reminder = (page: Page) => page.getByRole('alert').filter({ hasText: /^Předobjednávka za/ });

test(
  'the dashboard lists the mock’s coming pre-orders soonest first, each with its time, driver and a way to it',
  oneSize,
  async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(rows(page).first()).toBeVisible();
    let expected: Upcoming[] = [];
    // A pre-order may come or go while the test looks: the screen and the API converge.
    await expect(async () => {
      expected = (await upcoming(page)).filter((preorder) => preorder.atMs - Date.now() <= DAY);
      expect(await shownNumbers(page)).toEqual(expected.map((preorder) => preorder.number));
    }).toPass({ timeout: 10_000 });
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(expected.some((preorder) => preorder.driver === null)).toBe(true);
    expect(expected.some((preorder) => preorder.driver !== null)).toBe(true);
    for (const [index, preorder] of expected.entries()) {
      const text = plain(await rows(page).nth(index).innerText());
      expect(text).toMatch(new RegExp(`^(dnes|zítra) ${preorder.time}\\b`));
      expect(text).toMatch(/za \d+ (h|min)/);
      expect(text).toContain(preorder.street);
      expect(text).toContain(preorder.driver ?? 'bez řidiče');
    }

    const first = expected[0]!;
    await rows(page).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${first.number}$`));
    await expect(page.getByRole('dialog', { name: `Objednávka č. ${first.number}` })).toBeVisible();
  },
);

test(
  'a pre-order due within 30 minutes stands out, in words as well as colour',
  oneSize,
  async ({ page }) => {
    // The furthest pre-order is still ahead however long the run has taken; the page's clock goes to it.
    const target = (await upcoming(page)).at(-1)!;
    await page.clock.install({ time: target.atMs - 20 * MINUTE });
    await page.goto('/admin/dashboard');
    const row = rows(page).filter({ hasText: `č. ${target.number}` });
    await expect(row).toContainText('za 20 min');
    await expect(row).toContainText('Blíží se');
    await expect(rows(page).filter({ hasText: 'Blíží se' })).toHaveCount(1);
  },
);

test('beside the create-order form: the soonest pre-orders, while the form keeps the focus', async ({
  page,
  isMobile,
}) => {
  await page.goto('/admin/orders/create');
  await expect(page.getByRole('combobox', { name: 'Odkud' })).toBeFocused();
  await expect(rows(page).first()).toBeVisible();
  const expected = (await upcoming(page)).filter((preorder) => preorder.atMs - Date.now() <= DAY);
  await expect(rows(page)).toHaveCount(Math.min(4, expected.length));
  // Read together and again until they hold: the map and the form still settle their heights meanwhile.
  await expect(async () => {
    const form = (await page.getByRole('region', { name: 'Nová objednávka' }).boundingBox())!;
    const box = (await panel(page).boundingBox())!;
    const map = (await page.getByRole('region', { name: /^Mapa trasy/ }).boundingBox())!;
    if (isMobile) {
      // Stacked on a phone: the form, the map, then the pre-orders.
      expect(box.y).toBeGreaterThan(map.y + map.height - 1);
    } else {
      // Beside the form, above the map.
      expect(box.x).toBeGreaterThanOrEqual(form.x + form.width);
      expect(box.y + box.height).toBeLessThanOrEqual(map.y);
    }
  }).toPass({ timeout: 10_000 });
});

test(
  '“Všechny předobjednávky” opens the orders table filtered to pre-orders, kept in the address',
  oneSize,
  async ({ page }) => {
    await page.goto('/admin/dashboard');
    await panel(page).getByRole('link', { name: 'Všechny předobjednávky' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?predobjednavky=1$/);
    const only = page.getByRole('checkbox', { name: 'Jen předobjednávky' });
    await expect(only).toBeChecked();
    const shown = async () => Number((await page.getByTestId('orders-count').innerText()).replace(/\D/g, ''));
    await expect
      .poll(
        async () =>
          (await shown()) - (await api.orders(page)).filter((order) => order.ride.isPreorder).length,
      )
      .toBe(0);
    const table = page.getByRole('region', { name: 'Seznam objednávek' });
    for (const row of await table
      .locator('tbody tr[data-order-id]')
      .all()
      .then((all) => all.slice(0, 5))) {
      await expect(row).toContainText('Předobj.');
    }

    await page.reload();
    await expect(only).toBeChecked();
    await only.uncheck();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect.poll(async () => (await shown()) - (await api.orders(page)).length).toBe(0);
  },
);

test.describe('the reminder', () => {
  test.use({ preorderReminders: true });

  test(
    '15 minutes before a pre-order without a driver: one toast with a link and the alarm, not again after a reload',
    oneSize,
    async ({ page }) => {
      await countBeeps(page);
      const target = (await upcoming(page)).filter((preorder) => preorder.driver === null).at(-1)!;
      await page.clock.install({ time: target.atMs - 16 * MINUTE });
      await page.goto('/admin/dashboard');
      await expect(rows(page).first()).toBeVisible();
      // A dispatcher's first click lets the page make sound.
      await page.getByRole('banner').click();
      await expect(reminder(page)).toHaveCount(0);
      const before = await beeps(page);

      await page.clock.runFor(MINUTE);
      await expect(reminder(page)).toHaveCount(1);
      await expect(reminder(page)).toContainText(`Předobjednávka za 15 min bez řidiče: ${target.street}`);
      await expect(reminder(page).locator('p')).toHaveText(new RegExp(`, (dnes|zítra) ${target.time}$`));
      await expect.poll(() => beeps(page)).toBeGreaterThan(before);

      // It stays until dealt with (folded into the top bar's "K vyřízení" meanwhile), and is told once.
      await page.clock.runFor(5 * MINUTE);
      await expect(reminder(page)).toHaveCount(0);
      const tray = page.getByRole('banner').getByRole('button', { name: 'K vyřízení: 1' });
      await tray.click();
      await expect(reminder(page)).toHaveCount(1);
      await reminder(page)
        .getByRole('link', { name: `Otevřít objednávku č. ${target.number}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders/${target.number}$`));
      await expect(page.getByRole('dialog', { name: `Objednávka č. ${target.number}` })).toBeVisible();
      await expect(reminder(page)).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole('dialog', { name: `Objednávka č. ${target.number}` })).toBeVisible();
      await page.goto('/admin/dashboard');
      // Still inside the 15 minutes (the page's clock went on), and yet not told again.
      const row = rows(page).filter({ hasText: `č. ${target.number}` });
      await expect(row).toContainText('Blíží se');
      const left = Number(/za (\d+) min/.exec(await row.innerText())?.[1]);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(15);
      await page.clock.runFor(MINUTE);
      await expect(reminder(page)).toHaveCount(0);
    },
  );
});
