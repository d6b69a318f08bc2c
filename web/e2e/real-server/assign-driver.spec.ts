import { expect, type Page, test as base } from '@playwright/test';
import type { OrderEntry } from '@taxi/contracts';

// Giving an order a driver against gateway/test/support/dialect-upstream.ts, a server written from the
// specification: once through a gateway that forwards its orderAssign extension (ops turned it on), once
// through one that does not (a server as specified): re-dispatch by copy, and phones for a pre-order.
// Both gateways share that one server: every test works on orders of its own.
const port = Number(process.env.E2E_PORT ?? 4173);
const withoutExtension = `http://127.0.0.1:${port + 2}`;
const withExtension = `http://127.0.0.1:${port + 4}`;
const upstream = `http://127.0.0.1:${port + 3}`;

const test = base.extend<{ gateway: string }>({
  gateway: [withoutExtension, { option: true }],
  baseURL: async ({ gateway }, use) => use(gateway),
  page: async ({ page, gateway }, use) => {
    const response = await page.request.post(`${gateway}/api/admins/login`, {
      data: { username: 'dispecink', password: 'heslo' },
    });
    expect(response.ok()).toBe(true);
    await use(page);
  },
});

/** An immediate order of this test's own on the shared server, as this gateway reads it. */
async function ownOrder(page: Page, name: string): Promise<OrderEntry> {
  await page.request.post(`${upstream}/__control/orders`, { data: { name } });
  const orders = (await (await page.request.get('/api/order')).json()) as OrderEntry[];
  const order = orders.find((entry) => entry.order_user?.last_name === name);
  expect(order, name).toBeDefined();
  return order!;
}

const detail = (page: Page, number: number) => page.getByRole('dialog', { name: `Objednávka č. ${number}` });
const picker = (page: Page) =>
  page.getByRole('dialog', { name: /^(Přidělit|Změnit) řidiče|^Přeobsadit|^Zavolat/ });
const undoToast = (page: Page, text: string) =>
  page
    .getByRole('status')
    .filter({ hasText: text })
    .filter({ has: page.getByRole('button', { name: 'Zpět' }) });
const sendNow = (page: Page, text: string) =>
  undoToast(page, text).getByRole('button', { name: 'Zavřít oznámení' }).click();
const served = async (page: Page) => (await (await page.request.get('/api/order')).json()) as OrderEntry[];

test.describe('a server as specified (no extension)', () => {
  test('the admin asks which way works and never offers an assignment the server would refuse', async ({
    page,
  }) => {
    // Other proposed extensions may be listed too: this one is off.
    expect(await (await page.request.get('/api/upstream/extensions')).json()).toMatchObject({
      orderAssign: false,
    });
    const response = await page.request.post('/api/admins/order/assign', {
      data: { id: 501, id_driver: 8, driver_name: 'Bartoš', expected_id_driver: null },
    });
    expect(response.status()).toBe(501);
    expect((await response.json()).message).toContain('rozšíření orderAssign není zapnuté');
  });

  test('"Přeobsadit" an immediate order: a copy with the new driver, then the original deleted; both numbers told', async ({
    page,
  }, testInfo) => {
    const order = await ownOrder(page, `Kopie ${testInfo.project.name}`);
    await page.goto(`/admin/orders/${order.id_order}`);
    await detail(page, order.id_order)
      .getByRole('button', { name: /^Přeobsadit/ })
      .click();
    await expect(picker(page)).toContainText('vznikne nová objednávka s vybraným řidičem a tato se smaže');
    // The driver without an account is listed by number; Bartoš has a name and a phone.
    await expect(picker(page).getByRole('option', { name: /Řidič č\. 7/ })).toBeVisible();
    await picker(page)
      .getByRole('option', { name: /Bartoš Jan/ })
      .click();
    await sendNow(page, `Objednávka č. ${order.id_order} bude přeobsazena na řidiče Bartoš Jan`);
    const done = page.getByRole('status').filter({ hasText: `Objednávka č. ${order.id_order} nahrazena č.` });
    await expect(done).toBeVisible({ timeout: 15_000 });
    const copyNumber = Number(/nahrazena č\. (\d+)/.exec(await done.innerText())?.[1]);
    const orders = await served(page);
    expect(orders.some((entry) => entry.id === order.id)).toBe(false);
    expect(orders.find((entry) => entry.id_order === copyNumber)?.ride.driver_name).toBe('Bartoš');
    await page.screenshot({ path: testInfo.outputPath('redispatched.png') });
  });

  test('when the original cannot be deleted, both orders stay and the dispatcher is told which to remove', async ({
    page,
  }, testInfo) => {
    const order = await ownOrder(page, `Nesmazatelná ${testInfo.project.name}`);
    await page.request.post(`${upstream}/__control/orders/${order.id}/undeletable`);
    await page.goto(`/admin/orders/${order.id_order}`);
    await detail(page, order.id_order)
      .getByRole('button', { name: /^Přeobsadit/ })
      .click();
    await picker(page)
      .getByRole('option', { name: /Zelenková Eva/ })
      .click();
    await sendNow(page, `Objednávka č. ${order.id_order} bude přeobsazena`);
    const warning = page.getByRole('alert').filter({ hasText: 'se nepodařilo smazat' });
    await expect(warning).toContainText(`původní č. ${order.id_order} se nepodařilo smazat`, {
      timeout: 15_000,
    });
    await expect(warning).toContainText(`Smažte prosím č. ${order.id_order}`);
    const orders = await served(page);
    expect(orders.some((entry) => entry.id === order.id)).toBe(true);
    expect(
      orders.filter((entry) => entry.order_user?.last_name === order.order_user?.last_name),
    ).toHaveLength(2);
    await page.screenshot({ path: testInfo.outputPath('delete-failed.png') });
  });

  test('a pre-order: the drivers’ phones to call, and plainly why it cannot be assigned here', async ({
    page,
  }, testInfo) => {
    const preorder = (await served(page)).find((entry) => entry.ride.isPreorder)!;
    await page.goto(`/admin/orders/${preorder.id_order}`);
    await detail(page, preorder.id_order)
      .getByRole('button', { name: /^Zavolat řidiči/ })
      .click();
    await expect(picker(page)).toContainText(
      'Přidělit řidiče k předobjednávce v systému lze jen s rozšířením serveru objednávek (orderAssign).',
    );
    await expect(picker(page).getByRole('link', { name: '+420 777 555 666' })).toHaveAttribute(
      'href',
      'tel:+420777555666',
    );
    await expect(picker(page).getByRole('option')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('preorder-call-only.png') });
  });
});

test.describe('a server with the orderAssign extension, turned on by ops', () => {
  test.use({ gateway: withExtension });

  test('changes the driver in place: the detail shows it, the server holds it', async ({
    page,
  }, testInfo) => {
    expect(await (await page.request.get('/api/upstream/extensions')).json()).toMatchObject({
      orderAssign: true,
    });
    const order = await ownOrder(page, `Rozšíření ${testInfo.project.name}`);
    await page.goto(`/admin/orders/${order.id_order}`);
    await detail(page, order.id_order)
      .getByRole('button', { name: /^Přidělit řidiče: objednávka/ })
      .click();
    await picker(page).getByRole('combobox').fill('zelenk');
    await page.keyboard.press('Enter');
    await sendNow(page, `Objednávce č. ${order.id_order} bude přidělen řidič Zelenková Eva.`);
    await expect(
      page.getByRole('status').filter({ hasText: `Objednávka č. ${order.id_order}: řidič` }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect
      .poll(async () => (await served(page)).find((entry) => entry.id === order.id)?.ride.driver_name)
      .toBe('Zelenková');
    await expect(
      detail(page, order.id_order).getByRole('button', { name: /^Změnit řidiče: objednávka/ }),
    ).toBeVisible();
  });

  test('a pre-order can be assigned here: the picker offers the drivers, Zpět takes it back', async ({
    page,
  }) => {
    const preorder = (await served(page)).find((entry) => entry.ride.isPreorder)!;
    await page.goto(`/admin/orders/${preorder.id_order}`);
    await detail(page, preorder.id_order)
      .getByRole('button', { name: /^Přidělit řidiče: objednávka/ })
      .click();
    await expect(picker(page)).toHaveAccessibleName(
      `Přidělit řidiče – předobjednávka č. ${preorder.id_order}`,
    );
    await picker(page)
      .getByRole('option', { name: /Bartoš Jan/ })
      .click();
    await undoToast(page, `č. ${preorder.id_order}`).getByRole('button', { name: 'Zpět' }).click();
    await expect(page.getByText(`Řidič objednávky č. ${preorder.id_order} zůstal beze změny.`)).toBeVisible();
  });
});
