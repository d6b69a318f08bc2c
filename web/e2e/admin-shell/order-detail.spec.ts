import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Contracts from '@taxi/contracts';
import type { OrderEntry } from '@taxi/contracts';
import { api, expect, expectAccessible, ORDER_DELETE_PROMPT, plain, test } from './support';
import { oneSize } from '../one-size';

const { displayName, foldText, nationalDigits, parsePlaceText } = createRequire(import.meta.url)(
  '../../../contracts/src/index.ts',
) as typeof Contracts;

const scrollBox = (page: Page) => page.getByRole('region', { name: 'Seznam objednávek' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Hledat' });
const rowOf = (page: Page, order: OrderEntry) =>
  scrollBox(page).locator(`tr[data-order-number="${order.id_order}"]`);
const detail = (page: Page, order: OrderEntry) =>
  page.getByRole('dialog', { name: `Objednávka č. ${order.id_order}` });

/** "+420 605 111 222" as the screens group it. */
function grouped(phone: string): string {
  const digits = nationalDigits(phone);
  return `+420 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/**
 * A seeded phone order of a registered customer whose typed name differs from the account's and
 * whose name has diacritics: the case where the account used to hide what the caller said.
 */
async function namedOrder(
  page: Page,
): Promise<OrderEntry & { order_user: { last_name: string; phone: string } }> {
  const orders = await api.orders(page);
  const found = orders.find(
    (order) =>
      order.user !== null &&
      order.order_user?.last_name &&
      order.order_user.phone &&
      foldText(order.order_user.last_name) !== order.order_user.last_name.toLowerCase() &&
      displayName(order.user) !== order.order_user.last_name &&
      order.ride.status === 'done',
  );
  expect(found, 'a seeded order with a typed name, an account and a phone').toBeDefined();
  return found as OrderEntry & { order_user: { last_name: string; phone: string } };
}

test(
  'searches orders by typed name without diacritics, phone and number; shows name, account and phone',
  oneSize,
  async ({ page }, info) => {
    const order = await namedOrder(page);
    const typed = order.order_user.last_name;
    const phone = order.order_user.phone;
    await page.goto('/admin/orders');
    await expect(scrollBox(page).locator('thead th')).toContainText(['Zákazník', 'Telefon', 'Odkud', 'Kam']);
    await expect(scrollBox(page).locator('tbody tr[data-order-number]').first()).toBeVisible();
    await page.screenshot({ path: info.outputPath(`orders-table-${info.project.name}.png`) });

    // By the order number: exactly that ride, with both names and the phone.
    await search(page).fill(String(order.id_order));
    const row = rowOf(page, order);
    await expect(row).toBeVisible();
    await expect(row).toContainText(typed);
    await expect(row).toContainText(`účet ${displayName(order.user!)}`);
    expect(plain(await row.innerText())).toContain(grouped(phone).replace('+420 ', ''));

    // By the phone, typed the way it is read out: every order from that number.
    const digits = nationalDigits(phone);
    const fromNumber = (list: Awaited<ReturnType<typeof api.orders>>) =>
      list.filter(
        (entry) =>
          nationalDigits(entry.order_user?.phone ?? '') === digits ||
          nationalDigits(entry.user?.phone ?? '') === digits,
      ).length;
    await search(page).fill(`${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`);
    // Other workers may order from the same number meanwhile (the table follows them live), so the
    // count shown is compared with the server's list as it is now, not as it was at the start.
    await expect
      .poll(async () => {
        const shown = Number((await page.getByTestId('orders-count').innerText()).replace(/\D/g, ''));
        return shown - fromNumber(await api.orders(page));
      })
      .toBe(0);
    await expect(row).toBeVisible();

    // By the typed name without diacritics plus a word of the pickup: the same ride among the matches.
    const pickup = parsePlaceText(order.ride.pickup_location).name;
    await search(page).fill(`${foldText(typed)} ${foldText(pickup.split(',')[0] ?? '')}`);
    await expect(row).toBeVisible();
    // The whole address is on hover.
    await expect(row.locator(`[title="${pickup}"]`)).toHaveCount(1);
  },
);

test('a row opens the detail panel with every field; Escape closes it and focus returns', async ({
  page,
}, info) => {
  const order = await namedOrder(page);
  await page.goto(`/admin/orders?hledat=${order.id_order}`);
  const row = rowOf(page, order);
  await row.locator('td').nth(3).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id_order}\\?`));
  const panel = detail(page, order);
  await expect(panel).toBeVisible();
  const fields = panel.getByTestId('order-detail');
  for (const label of [
    'Číslo objednávky',
    'Stav',
    'Vytvořeno',
    'Předobjednávka',
    'Jméno na objednávce',
    'Registrovaný účet',
    'Telefon',
    'Odkud',
    'Kam',
    'Vzdálenost',
    'Doba jízdy',
    'Cena',
    'Platba',
    'Osob',
    'Řidič',
  ]) {
    await expect(fields.locator('dt', { hasText: label }).first()).toBeVisible();
  }
  await expect(fields).toContainText(`č. ${order.id_order}`);
  await expect(fields).toContainText(order.order_user.last_name);
  await expect(fields).toContainText(displayName(order.user!));
  await expect(fields).toContainText(parsePlaceText(order.ride.pickup_location).name);
  await expect(fields).toContainText(parsePlaceText(order.ride.destination).name);
  await expect(fields).toContainText(`${order.ride.people}`);
  await expect(fields).toContainText('hotovo');
  const call = fields.getByRole('link', { name: grouped(order.order_user.phone) });
  await expect(call).toHaveAttribute('href', `tel:${order.order_user.phone.replace(/\s+/g, '')}`);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath(`order-detail-${info.project.name}.png`) });

  // On a phone the panel is the whole screen.
  if (info.project.name === 'mobile') {
    const box = await panel.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(page.viewportSize()?.width);
  }

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/orders\?hledat=/);
  await expect(row.getByRole('link', { name: `Objednávka č. ${order.id_order}, podrobnosti` })).toBeFocused();

  // The number is a link: the keyboard opens the same panel.
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
});

test('the detail has its own address that survives a reload', oneSize, async ({ page }) => {
  const order = await namedOrder(page);
  await page.goto(`/admin/orders/${order.id_order}`);
  await expect(detail(page, order)).toBeVisible();
  await page.reload();
  await expect(detail(page, order)).toBeVisible();
  await expect(detail(page, order)).toContainText(order.order_user.last_name);
  await detail(page, order).getByRole('button', { name: 'Zavřít podrobnosti' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(scrollBox(page)).toBeVisible();
});

test(
  'from the detail: delete asks first, addresses copy, a new order starts with name, phone and pickup',
  oneSize,
  async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const order = await namedOrder(page);
    const pickup = parsePlaceText(order.ride.pickup_location).name;
    const destination = parsePlaceText(order.ride.destination).name;
    await page.goto(`/admin/orders/${order.id_order}`);
    const panel = detail(page, order);

    await panel.getByRole('button', { name: 'Smazat' }).click();
    const confirm = page.getByRole('dialog', { name: `Smazat objednávku č. ${order.id_order}` });
    await expect(confirm).toContainText(ORDER_DELETE_PROMPT);
    await confirm.getByRole('button', { name: 'Zrušit' }).click();
    await expect(confirm).toBeHidden();
    await expect(panel).toBeVisible();

    await panel.getByRole('button', { name: 'Kopírovat adresy' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Adresy zkopírovány' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `Odkud: ${pickup}\nKam: ${destination}`,
    );

    await panel.getByRole('button', { name: 'Nová objednávka pro zákazníka' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\/create$/);
    await expect(page.getByRole('textbox', { name: 'Jméno zákazníka' })).toHaveValue(
      order.order_user.last_name,
    );
    await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveValue(order.order_user.phone);
    await expect(page.getByRole('combobox', { name: 'Odkud' })).toHaveValue(pickup);
    await expect(page.getByRole('combobox', { name: 'Kam' })).toHaveValue('');
  },
);

test('one ride, one number: dashboard, table, map and detail say the same č.', oneSize, async ({ page }) => {
  const orders = await api.orders(page);
  const response = await page.request.get('/api/order/getMapData');
  const mapOrders = (await response.json()) as { id: number; pickup_location: string; createdAt: string }[];
  expect(mapOrders.length).toBeGreaterThan(0);
  // Every map order is the list's order of that number: same pickup, same time.
  for (const mapOrder of mapOrders) {
    const listed = orders.find((order) => order.id_order === mapOrder.id);
    expect(listed, `order č. ${mapOrder.id} in the list`).toBeDefined();
    expect(listed!.ride.pickup_location).toBe(mapOrder.pickup_location);
    expect(listed!.ride.createdAt).toBe(mapOrder.createdAt);
  }

  const newest = mapOrders[0]!;
  await page.goto('/admin/map');
  await page.locator('summary').filter({ hasText: 'Aktivní objednávky' }).click();
  await expect(page.getByRole('rowheader', { name: String(newest.id), exact: true })).toBeVisible();

  await page.goto('/admin/dashboard');
  const link = page
    .getByTestId('latest-orders')
    .getByRole('link', { name: /^Objednávka č\. \d+, podrobnosti$/ })
    .first();
  const label = (await link.getAttribute('aria-label')) ?? '';
  const number = Number(/č\. (\d+)/.exec(label)?.[1]);
  expect(orders.some((order) => order.id_order === number)).toBe(true);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${number}$`));
  const panel = page.getByRole('dialog', { name: `Objednávka č. ${number}` });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('order-detail')).toContainText(`č. ${number}`);
});
