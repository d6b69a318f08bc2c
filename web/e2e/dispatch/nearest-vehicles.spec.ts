import type { Page } from '@playwright/test';
import type { NearestVehicles } from '@taxi/contracts';
import { expect, expectAccessible, getJson, test } from '../admin-shell/support';
import { field, pickWithKeyboard } from './create-order-support';
import { oneSize } from '../one-size';
import { fetchRoute } from '../route-fetch';

// "Nejbližší vozy" on the create-order form: the live fleet ranked by driving time to Odkud.

const panel = (page: Page) => page.getByRole('region', { name: /^Nejbližší vozy/ });
const rows = (page: Page) => panel(page).getByTestId('nearest-vehicle');
const NEAREST = /\/api\/fleet\/nearest\?/;

async function pickPickup(page: Page): Promise<void> {
  await page.goto('/admin/orders/create');
  await expect(field.from(page)).toBeFocused();
  await expect(panel(page)).toHaveCount(0);
  await pickWithKeyboard(page, 'Mírové', /Mírové náměstí/);
}

/** Changes what the gateway answers for the nearest cars, keeping its real cars as the base. */
async function rewriteNearest(page: Page, change: (answer: NearestVehicles) => NearestVehicles) {
  await page.route(NEAREST, async (route) => {
    const response = await fetchRoute(route);
    await route.fulfill({ response, json: change((await response.json()) as NearestVehicles) });
  });
}

test(
  'shows the three quickest cars once Odkud is chosen, with lines to the pickup on the map',
  oneSize,
  async ({ page }) => {
    const asked = page.waitForResponse(NEAREST);
    await pickPickup(page);
    const answer = (await (await asked).json()) as NearestVehicles;
    expect(answer.vehicles).toHaveLength(3);
    await expect(rows(page)).toHaveCount(3);
    for (const [index, vehicle] of answer.vehicles.entries()) {
      const row = rows(page).nth(index);
      await expect(row).toContainText(vehicle.driver);
      await expect(row).toContainText(vehicle.spz);
      // Minutes rounded up, as every "za N min" of the admin (the cars of the mock are minutes away).
      await expect(row).toContainText(`za ${Math.ceil(vehicle.durationSeconds / 60)} min`);
    }
    const minutes = await rows(page).locator('.eta').allTextContents();
    const values = minutes.map((text) => Number(text.replace(/\D/g, '')));
    expect([...values].sort((a, b) => a - b)).toEqual(values);

    const map = page.getByRole('region', { name: /^Mapa trasy/ });
    // Numbered as in the list (each with a dashed line to A, drawn on the canvas), all of them in view.
    await expect(map.locator('.route-pin--car')).toHaveText(['1', '2', '3']);
    await expect(rows(page).locator('[aria-hidden="true"]').first()).toHaveText('1');
    const mapBox = (await map.boundingBox())!;
    await expect(async () => {
      for (const pin of await map.locator('.route-pin').all()) {
        const pinBox = (await pin.boundingBox())!;
        expect(pinBox.x).toBeGreaterThanOrEqual(mapBox.x);
        expect(pinBox.x + pinBox.width).toBeLessThanOrEqual(mapBox.x + mapBox.width);
        expect(pinBox.y).toBeGreaterThanOrEqual(mapBox.y);
        expect(pinBox.y + pinBox.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
      }
    }).toPass({ timeout: 10_000 });
    // The row never runs out of its card, at a phone's width as on a desktop.
    const card = (await page.getByRole('region', { name: 'Nová objednávka' }).boundingBox())!;
    for (const row of await rows(page).all()) {
      const box = (await row.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
    }
    await expectAccessible(page);
  },
);

test("a click, or the arrows and Enter, put a car's driver into Řidič", oneSize, async ({ page }) => {
  await pickPickup(page);
  await expect(rows(page)).toHaveCount(3);
  const second = rows(page).nth(1);
  // The tracking label names the driver as the Řidič select does, then the car's state.
  const driverIn = async (row: typeof second) => (await row.locator('.who').textContent())!.split(' – ')[0]!;
  const secondDriver = await driverIn(second);
  await second.click();
  await expect(field.driver(page).locator('option:checked')).toHaveText(secondDriver);
  await expect(second).toHaveAttribute('aria-pressed', 'true');

  const third = rows(page).nth(2);
  const thirdDriver = await driverIn(third);
  // From Řidič: Tab reaches the list, the arrows move between cars, Enter chooses.
  await field.driver(page).focus();
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(third).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field.driver(page).locator('option:checked')).toHaveText(thirdDriver);
  await expect(second).toHaveAttribute('aria-pressed', 'false');
  // Enter chose a car: the order was not sent.
  await expect(page).toHaveURL(/\/admin\/orders\/create$/);
});

test(
  'a car whose driver is not in the list is shown, cannot be chosen, and says why',
  oneSize,
  async ({ page }) => {
    await rewriteNearest(page, (answer) => ({
      ...answer,
      vehicles: answer.vehicles.map((vehicle, index) =>
        index === 0 ? { ...vehicle, driver: 'Neznámý Brigádník (Lovosice)' } : vehicle,
      ),
    }));
    await pickPickup(page);
    const first = rows(page).first();
    await expect(first).toContainText('Neznámý Brigádník (Lovosice)');
    await expect(first).toHaveAttribute('aria-disabled', 'true');
    await expect(first).toHaveAccessibleDescription('Řidič není v seznamu řidičů');
    await first.click({ force: true });
    await expect(field.driver(page).locator('option:checked')).toHaveText('Žádný');
  },
);

test(
  'marks a car whose position is old, and says so when the cars cannot be ranked',
  oneSize,
  async ({ page }) => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    let failing = false;
    await page.route(NEAREST, async (route) => {
      if (failing) {
        await route.fulfill({ status: 503, json: { message: 'Mapová služba je nedostupná.' } });
        return;
      }
      const response = await fetchRoute(route);
      const answer = (await response.json()) as NearestVehicles;
      const vehicles = answer.vehicles.map((vehicle, index) =>
        index === 1 ? { ...vehicle, stale: true, reportedAt: fiveMinutesAgo } : vehicle,
      );
      await route.fulfill({ response, json: { ...answer, vehicles } });
    });
    await pickPickup(page);
    await expect(rows(page).nth(1)).toContainText('stará poloha (před 5 min)');
    await expect(rows(page).first()).not.toContainText('stará poloha');

    failing = true;
    await field.from(page).fill('');
    await field.from(page).focus();
    await pickWithKeyboard(page, 'Lovosice', /^Lovosice/);
    await expect(panel(page).getByRole('alert')).toHaveText(
      'Nejbližší vozy se nepodařilo spočítat: Mapová služba je nedostupná.',
    );
    failing = false;
    await panel(page).getByRole('button', { name: 'Zkusit znovu' }).click();
    await expect(rows(page)).toHaveCount(3);
  },
);

test('the gateway refuses the call without a session and with bad coordinates', oneSize, async ({ page }) => {
  const answer = await getJson<NearestVehicles>(page, '/api/fleet/nearest?lat=50.5336&lng=14.1318');
  expect(answer.routing).toBe('memory');
  expect((await page.request.get('/api/fleet/nearest?lat=abc&lng=14.13')).status()).toBe(400);
  await page.context().clearCookies();
  expect((await page.request.get('/api/fleet/nearest?lat=50.5&lng=14.1')).status()).toBe(401);
});
