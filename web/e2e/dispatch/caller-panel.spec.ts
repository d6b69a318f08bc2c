import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Contracts from '@taxi/contracts';
import type { OrderEntry, User } from '@taxi/contracts';
import { expect, expectAccessible, test } from '../admin-shell/support';
import { dispatchApi, field, shown } from './create-order-support';
import { oneSize } from '../one-size';

const { displayName, foldText, nationalDigits, parsePlaceText } = createRequire(import.meta.url)(
  '../../../contracts/src/index.ts',
) as typeof Contracts;

async function orders(page: Page): Promise<OrderEntry[]> {
  const response = await page.request.get('/api/order');
  expect(response.ok()).toBe(true);
  return (await response.json()) as OrderEntry[];
}

// The test's own reading of "the last five distinct places", newest first.
function recent(list: readonly OrderEntry[], pick: (order: OrderEntry) => string): string[] {
  const names: string[] = [];
  for (const order of list) {
    const name = parsePlaceText(pick(order)).name;
    if (name && !names.some((known) => foldText(known) === foldText(name))) {
      names.push(name);
    }
  }
  return names.slice(0, 5);
}

const ridesLabel = (count: number) =>
  count === 1 ? '1 jízda' : count >= 2 && count <= 4 ? `${count} jízdy` : `${count} jízd`;

/** A registered customer who has ridden from at least two places. */
async function regular(page: Page): Promise<{ user: User; history: OrderEntry[] }> {
  const [users, all] = await Promise.all([dispatchApi.users(page), orders(page)]);
  const newestFirst = [...all].sort(
    (a, b) => Date.parse(b.ride.createdAt) - Date.parse(a.ride.createdAt) || b.id - a.id,
  );
  for (const user of users.filter((candidate) => candidate.status === null && candidate.first_name)) {
    const digits = nationalDigits(user.phone ?? '');
    const history = newestFirst.filter(
      (order) =>
        nationalDigits(order.order_user?.phone ?? '') === digits ||
        nationalDigits(order.user?.phone ?? '') === digits,
    );
    if (recent(history, (order) => order.ride.pickup_location).length >= 2) {
      return { user, history };
    }
  }
  throw new Error('no registered customer with two pickups in the seed');
}

test(
  'typing a known phone shows the customer and their recent places; one click fills Odkud and Kam',
  oneSize,
  async ({ page }, info) => {
    const { user, history } = await regular(page);
    const pickups = recent(history, (order) => order.ride.pickup_location);
    const destinations = recent(history, (order) => order.ride.destination);
    await page.goto('/admin/orders/create');
    await field.phone(page).fill(user.phone ?? '');

    const panel = page.getByRole('region', { name: 'Volající' });
    await expect(panel).toContainText(
      `Registrovaný zákazník: ${displayName(user)} · ${ridesLabel(user.rides)}`,
    );
    const pickupChoices = panel.getByRole('list', { name: 'Naposledy odkud' }).getByRole('button');
    const destinationChoices = panel.getByRole('list', { name: 'Naposledy kam' }).getByRole('button');
    await expect(pickupChoices).toHaveCount(pickups.length);
    await expect(destinationChoices).toHaveCount(destinations.length);
    for (const [index, name] of pickups.entries()) {
      await expect(pickupChoices.nth(index)).toHaveAccessibleName(`Odkud: ${name}`);
    }
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath(`caller-panel-${info.project.name}.png`), fullPage: true });

    // The second pickup (the first may equal a destination) and the first destination, by click.
    await pickupChoices.nth(1).click();
    await expect(field.from(page)).toHaveValue(pickups[1]!);
    await destinationChoices.first().click();
    await expect(field.to(page)).toHaveValue(destinations[0]!);
    // Both places carry coordinates: the route and the price follow at once.
    await expect(shown.price(page)).toContainText('Kč');
    await expect(shown.distance(page)).toContainText('km');

    // Another number, another caller; a number nobody used shows nothing.
    await field.phone(page).fill('+420 731 000 001');
    await expect(panel).toHaveCount(0);
  },
);

test('the map’s cars are driven by the drivers of the Řidič select', oneSize, async ({ page }) => {
  const response = await page.request.get('/api/fleet/positions');
  const fleet = (await response.json()) as { positions: { toolTipText: string }[] };
  const names = fleet.positions.map((position) => position.toolTipText.split(' – ')[0]!);
  expect(names.length).toBeGreaterThan(0);
  await page.goto('/admin/orders/create');
  const options = () => field.driver(page).locator('option').allTextContents();
  // Žádný, then the drivers once they have loaded.
  await expect.poll(async () => (await options()).length).toBeGreaterThan(1);
  const labels = (await options()).map((text) => text.trim());
  for (const name of names) {
    expect(labels, `car driver ${name} in the Řidič select`).toContain(name);
  }
});
