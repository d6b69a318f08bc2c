import type { CreateOrderRequest, SosAlert } from '@taxi/contracts';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../admin-shell/support';
import { dispatchApi, field, freshPhone, rideStatusLabel } from './create-order-support';
import { oneSize } from '../one-size';

// The screen sizes of the issue: a dispatcher's phone and laptop.
test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
});

const ALERTS: SosAlert[] = [
  {
    id: 9001,
    user: { first_name: 'Pavel', last_name: null, phone: '+420 603 118 714' },
    createdAt: new Date(Date.now() - 60_000).toISOString(),
  },
  {
    id: 9002,
    user: { first_name: 'Hana', last_name: 'Sedláčková', phone: '+420 605 269 452' },
    createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  },
];

/** Two open SOS alerts, whatever other tests raise or dismiss meanwhile. */
async function withOpenAlerts(page: Page) {
  await page.route('**/api/sos', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(ALERTS) }),
  );
}

const ordersRows = (page: Page) =>
  page.getByRole('region', { name: 'Seznam objednávek' }).locator('tbody tr');

test(
  'a phone order with the keyboard alone: from the empty form to the new row in the orders table',
  oneSize,
  async ({ page }) => {
    await withOpenAlerts(page);
    const square = await dispatchApi.place(page, 'Mírové náměstí');
    const name = `Klávesy ${Date.now()}`;
    const phone = freshPhone('796');

    await page.goto('/admin/orders/create');
    await expect(page.getByRole('region', { name: /SOS/ }).getByRole('listitem')).toHaveCount(2);
    await expect(field.from(page)).toBeFocused();
    // Even with two SOS alerts open, Odeslat is on screen: it stays at the bottom while the form scrolls.
    await expect(field.submit(page)).toBeInViewport({ ratio: 1 });

    // A typed address keeps its house number, at the square's coordinates.
    await page.keyboard.type('Mírové náměstí 15');
    await expect(page.getByRole('option', { name: /Mírové náměstí 15/ }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(field.from(page)).toHaveValue('Mírové náměstí 15, Litoměřice');
    await expect(field.to(page)).toBeFocused();

    await page.keyboard.type('Lovosice');
    await expect(page.getByRole('option', { name: /^Lovosice/ }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(field.name(page)).toBeFocused();
    await expect(page.getByTestId('quote-price')).toContainText('Kč');

    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(field.phone(page)).toBeFocused();
    await page.keyboard.type(phone);
    await page.keyboard.press('Tab');
    await expect(field.people(page)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('9');
    await expect(page.getByText('Maximálně 8 osob')).toBeVisible();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('3');
    await expect(page.getByText('Maximálně 8 osob')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(field.driver(page)).toBeFocused();
    await expect(field.driver(page)).toBeInViewport({ ratio: 1 });
    await expect(field.submit(page)).toBeInViewport({ ratio: 1 });
    // The focused field is not hidden behind the Odeslat bar.
    const driverBox = (await field.driver(page).boundingBox())!;
    const barTop = (await field.submit(page).boundingBox())!.y;
    expect(driverBox.y + driverBox.height).toBeLessThanOrEqual(barTop);

    // Enter on the driver select sends the order, as the hint under Odeslat says.
    const posted = page.waitForRequest(
      (request) => request.url().endsWith('/api/admins/order/create') && request.method() === 'POST',
    );
    await page.keyboard.press('Enter');
    const body = (await posted).postDataJSON() as CreateOrderRequest;
    expect(body.pickup_location).toEqual({
      lat: square.lat,
      lng: square.lng,
      name: 'Mírové náměstí 15, Litoměřice',
    });
    expect([body.name, body.phone, body.people, body.id_driver]).toEqual([name, phone, 3, -1]);

    await expect(page).toHaveURL(/\/admin\/orders$/);
    const row = ordersRows(page).filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText(rideStatusLabel('waiting'));
  },
);

test('the SOS strip takes one short line per alert, expands on demand and never covers the form', async ({
  page,
  isMobile,
}) => {
  await withOpenAlerts(page);
  await page.goto('/admin/orders/create');
  const strip = page.getByRole('region', { name: /SOS/ });
  const items = strip.getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Measured in one go: a live reload may replace the rows between two separate reads.
  const heights = await items.evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  expect(heights).toHaveLength(2);
  for (const height of heights) {
    expect(height).toBeLessThanOrEqual(isMobile ? 64 : 48);
  }
  // The whole strip fits in the width; the name is not clipped on a laptop.
  expect(await strip.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  const pavel = items.filter({ hasText: 'Pavel' });
  const toggle = pavel.getByRole('button', { name: 'Pavel 8714 – podrobnosti' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(pavel.getByRole('definition').filter({ hasText: '+420 603 118 714' })).toBeVisible();
  await expectAccessible(page);
  await toggle.click();
  await expect(pavel.getByRole('definition').first()).toBeHidden();

  // Scrolled to the end of the form, the strip is not pinned over it.
  await field.submit(page).scrollIntoViewIfNeeded();
  const stripBox = await strip.boundingBox();
  const submitBox = (await field.submit(page).boundingBox())!;
  const form = (await page.getByRole('region', { name: 'Nová objednávka' }).boundingBox())!;
  expect(stripBox).not.toBeNull();
  expect(stripBox!.y + stripBox!.height).toBeLessThanOrEqual(form.y + 1);
  expect(stripBox!.y + stripBox!.height).toBeLessThanOrEqual(submitBox.y);
  await expect(field.submit(page)).toBeInViewport({ ratio: 1 });
});
