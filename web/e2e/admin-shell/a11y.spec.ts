import { expect, expectAccessible, test } from './support';
import { oneSize } from '../one-size';

test.describe('axe finds no WCAG 2.1 A/AA violations', () => {
  // Several axe passes over a full screen each: on a busy machine one pass took most of 30 s.
  test.describe.configure({ timeout: 90_000 });
  test('dashboard with the SOS alarm, balance, latest orders and work hours', async ({ page, isMobile }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('latest-orders')).toBeVisible();
    // The work-hours rows load as their card nears the screen.
    await page.getByRole('region', { name: 'Pracovní doba' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Pracovní doba' }).getByRole('form')).toHaveCount(7);
    await expectAccessible(page);
    if (isMobile) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Administrace' })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('Stav systému: every dependency and the skipped-records table', oneSize, async ({ page }) => {
    await page.goto('/admin/status');
    await expect(page.getByRole('region', { name: 'Server objednávek' })).toContainText('Dostupný');
    await expect(page.getByRole('region', { name: 'Živé události' })).toContainText('Připojeno');
    await expect(page.getByRole('region', { name: 'Sledování vozidel' })).toContainText('simulace');
    await expect(page.getByRole('region', { name: 'Mapy a trasy' })).toContainText('vestavěná data');
    // One process without Redis: it polls the fleet itself and shares nothing.
    await expect(page.getByRole('region', { name: 'Sledování vozidel' })).toContainText('tento proces');
    await expect(page.getByRole('region', { name: 'Sdílený stav (Redis)' })).toContainText('Jeden proces');
    await expect(
      page.getByText('Za poslední hodinu se všechny záznamy ze serveru podařilo přečíst'),
    ).toBeVisible();
    await expectAccessible(page);
  });

  // The same markup at both sizes.
  test('orders: table, filters, empty state and the delete dialog', oneSize, async ({ page }) => {
    await page.goto('/admin/orders');
    await expect(
      page.getByRole('region', { name: 'Seznam objednávek' }).locator('tbody tr').first(),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('region', { name: 'Seznam objednávek' }).getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Zrušit' }).click();

    await page.getByRole('searchbox', { name: 'Hledat' }).fill('žádný takový zákazník');
    await expect(page.getByText('Žádné objednávky neodpovídají filtru')).toBeVisible();
    await expectAccessible(page);
  });

  // The drawer collapses on wide screens only.
  test('collapsed drawer and a quiet SOS strip', oneSize, async ({ page }) => {
    await page.route('**/api/sos', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Sbalit menu' }).click();
    await expect(page.getByText('Žádná SOS upozornění')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Rozbalit menu' }).click();
  });
});
