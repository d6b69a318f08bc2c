import { expect, expectAccessible, test } from '../admin-shell/support';
import { expectControlTextFits, expectInViewportWidth, expectNotClipped, overlap } from './fit';

// Checked at the sizes: a dispatcher's phone and laptop.
test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
});

test('dashboard balances show whole amounts, even in the millions', async ({ page }) => {
  const big = { last24h: 1_234_567, weekend: 98_765, last7days: 2_345_678, last30days: 12_345_678 };
  await page.route('**/api/payment/me/balance', async (route) => {
    const real = (await (await route.fetch()).json()) as Record<string, number>;
    await route.fulfill({
      json: Object.fromEntries(Object.keys(real).map((key, i) => [key, Object.values(big)[i % 4]])),
    });
  });
  await page.goto('/admin/dashboard');
  const amounts = page.getByRole('region', { name: 'Tržby' }).getByRole('definition');
  await expect(amounts.first()).toContainText('Kč');
  for (const amount of await amounts.all()) {
    await expect(amount).not.toContainText('…');
    await expectNotClipped(amount);
    await expectInViewportWidth(page, amount);
  }
  await expectAccessible(page);
});

test('a customer row keeps its actions on one line', async ({ page, isMobile }) => {
  test.skip(isMobile, 'phones show each customer as a block');
  await page.goto('/admin/customers');
  const rows = page.getByRole('table', { name: 'Zákazníci' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all().then((all) => all.slice(0, 8))) {
    const toggle = (await row.getByRole('button', { name: /blacklist/i }).boundingBox())!;
    const remove = (await row.getByRole('button', { name: 'Smazat zákazníka' }).boundingBox())!;
    expect(Math.abs(toggle.y + toggle.height / 2 - (remove.y + remove.height / 2))).toBeLessThan(2);
    expect(remove.x).toBeGreaterThan(toggle.x + toggle.width);
  }
});

test('the orders filters show their whole text on a phone', async ({ page }) => {
  await page.goto('/admin/orders');
  const filters = page.getByRole('search', { name: 'Filtr objednávek' });
  await expect(filters).toBeVisible();
  for (const name of ['Měsíc', 'Stav']) {
    await expectControlTextFits(filters.getByRole('combobox', { name }));
  }
  await expectControlTextFits(filters.getByRole('searchbox').or(filters.getByRole('textbox')).last());
  for (const control of await filters.locator('input, select, button').all()) {
    await expectInViewportWidth(page, control);
  }
});

test('map plate labels neither overlap each other nor leave the map', async ({ page }) => {
  await page.goto('/admin/map');
  const map = page.locator('.leaflet-container').first();
  const labels = map.locator('.vehicle-tooltip.is-label');
  await expect(labels.first()).toBeVisible();
  // Checked once the map is still: a plate label that has just opened is empty for a frame.
  await expect(labels.first()).not.toBeEmpty();
  const area = (await map.boundingBox())!;
  const controls = await Promise.all(
    (await page.locator('.leaflet-control-zoom, [data-map-overlay]').all()).map((control) =>
      control.boundingBox(),
    ),
  );
  const boxes = await Promise.all((await labels.all()).map((label) => label.boundingBox()));
  for (const [index, box] of boxes.entries()) {
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(area.x - 1);
    expect(box!.y).toBeGreaterThanOrEqual(area.y - 1);
    expect(box!.x + box!.width).toBeLessThanOrEqual(area.x + area.width + 1);
    expect(box!.y + box!.height).toBeLessThanOrEqual(area.y + area.height + 1);
    for (const other of boxes.slice(index + 1)) {
      expect(overlap(box!, other!)).toBe(false);
    }
    for (const control of controls) {
      expect(overlap(box!, control!)).toBe(false);
    }
  }
});
