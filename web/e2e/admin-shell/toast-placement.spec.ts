import type { Page } from '@playwright/test';
import { api, expect, test } from './support';
import { oneSize } from '../one-size';

// Where the pre-order reminder (a toast that stays until dealt with) sits: after a few seconds it
// folds into the top bar's "K vyřízení" and covers no card, table or form control, at a laptop's
// and a phone's size. The page's clock brings the reminder; nothing waits for real time.

const MINUTE = 60_000;
// web/src/components/ui/toast-view.tsx FOLD_AFTER_MS, and a second to spare.
const FOLDED_AFTER_MS = 9_000;

test.use({ preorderReminders: true });

test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });
});

/** The furthest pre-order without a driver (still ahead however long the run has taken). */
async function driverlessPreorder(page: Page): Promise<{ number: number; atMs: number }> {
  const now = Date.now();
  const found = (await api.orders(page))
    .filter(
      (order) =>
        order.ride.isPreorder &&
        order.ride.preorderDateTime &&
        !order.ride.driver &&
        !order.ride.driver_name?.trim() &&
        !['done', 'declined', 'pickup'].includes(order.ride.status) &&
        Date.parse(order.ride.preorderDateTime) > now + 20 * MINUTE,
    )
    .map((order) => ({ number: order.id_order, atMs: Date.parse(order.ride.preorderDateTime!) }))
    .sort((a, b) => b.atMs - a.atMs);
  expect(found.length).toBeGreaterThan(0);
  return found[0]!;
}

const reminder = (page: Page) => page.getByRole('alert').filter({ hasText: /^Předobjednávka za/ });
const tray = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^K vyřízení/ });

/**
 * Every card, table and form control of the screen that the reminder's box (the toast, or the tray it
 * folded into) covers, as far as they can be seen: not the parts scrolled under the sticky top bar.
 */
async function coveredContent(page: Page): Promise<string[]> {
  const topBar = (await page.getByRole('banner').boundingBox())!;
  return page.evaluate((topBarBottom) => {
    const toastBoxes = [
      ...document.querySelectorAll('#app-toasts [role="alert"], #app-toasts [role="status"]'),
      ...document.querySelectorAll('#app-toast-tray'),
    ].map((element) => element.getBoundingClientRect());
    const content = document.querySelectorAll(
      'main section, main dl > div, main table, main input, main select, main textarea, main button, [data-alarm] button',
    );
    const found: string[] = [];
    for (const element of content) {
      const box = element.getBoundingClientRect();
      const top = Math.max(box.top, topBarBottom);
      if (box.width === 0 || box.height === 0 || top >= box.bottom) {
        continue;
      }
      for (const toast of toastBoxes) {
        const overlaps =
          toast.left < box.right && box.left < toast.right && toast.top < box.bottom && top < toast.bottom;
        if (overlaps) {
          const name =
            element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
          found.push(`${element.tagName.toLowerCase()} "${name}"`);
        }
      }
    }
    return found;
  }, topBar.y + topBar.height);
}

for (const screen of [
  { path: '/admin/dashboard', ready: 'Tržby' },
  { path: '/admin/orders/create', ready: 'Nová objednávka' },
]) {
  test(`the reminder folds into the top bar and covers nothing on ${screen.path}; a click shows it again, Escape closes it`, async ({
    page,
  }, info) => {
    const target = await driverlessPreorder(page);
    await page.clock.install({ time: target.atMs - 16 * MINUTE });
    await page.goto(screen.path);
    await expect(page.getByRole('region', { name: screen.ready })).toBeVisible();
    await page.clock.runFor(MINUTE);
    // Told in full first, with its way to the order.
    await expect(reminder(page)).toHaveCount(1);
    await expect(
      reminder(page).getByRole('link', { name: `Otevřít objednávku č. ${target.number}` }),
    ).toBeVisible();
    await expect(tray(page)).toHaveAccessibleName('K vyřízení: 1');

    await page.clock.runFor(FOLDED_AFTER_MS);
    await expect(reminder(page)).toHaveCount(0);
    await expect(tray(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(tray(page)).toBeInViewport({ ratio: 1 });
    const name = `toast-folded-${screen.path.split('/').at(-1)}-${info.project.name}.png`;
    await page.screenshot({ path: info.outputPath(name) });
    expect(await coveredContent(page)).toEqual([]);
    // Anywhere on the screen: the tray stays in the top bar as the content scrolls under it.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await coveredContent(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await coveredContent(page)).toEqual([]);
    // Still there much later: the dispatcher cannot miss it.
    await page.clock.runFor(10 * MINUTE);
    await expect(tray(page)).toHaveAccessibleName('K vyřízení: 1');

    await tray(page).click();
    await expect(reminder(page)).toHaveCount(1);
    const link = reminder(page).getByRole('link', { name: `Otevřít objednávku č. ${target.number}` });
    await expect(link).toBeInViewport({ ratio: 1 });
    await expect(
      reminder(page).getByRole('link').or(reminder(page).getByRole('button')).first(),
    ).toBeFocused();
    await page.screenshot({ path: info.outputPath(name.replace('folded', 'reopened')) });
    await page.keyboard.press('Escape');
    await expect(reminder(page)).toHaveCount(0);
    await expect(tray(page)).toHaveCount(0);
  });
}

// Desktop only: a phone shows the order as the whole screen (a modal).
test(
  'Escape closes the reminder and leaves the open order panel, which the next Escape closes',
  oneSize,
  async ({ page }) => {
    const target = await driverlessPreorder(page);
    await page.clock.install({ time: target.atMs - 16 * MINUTE });
    await page.goto(`/admin/orders/${target.number}`);
    const panel = page.getByRole('dialog', { name: `Objednávka č. ${target.number}` });
    await expect(panel).toBeVisible();
    await page.clock.runFor(MINUTE);
    await expect(reminder(page)).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(reminder(page)).toHaveCount(0);
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  },
);
