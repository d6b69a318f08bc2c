import type { Page } from '@playwright/test';
import { beeps, countBeeps, expect, sendNow, test } from '../admin-shell/support';
import { oneSize } from '../one-size';
import { expectRefusal, openOrderPage } from '../public/order-support';
import { SWITCHES_GATEWAY } from '../switches-gateway';
import { sendWebOrder, webOrderAvailability, webOrderStatus } from './web-order-support';

// The dispatcher's side of a web order (docs/web-orders.md, docs/dispatch.md): the notice on every tab,
// the "Web" mark, taking it up, a driver, a decline with a reason the customer reads, the pause switch.

const notice = (page: Page, number: number) =>
  page.getByRole('alert').filter({ hasText: `Nová objednávka z webu č. ${number}` });
const detail = (page: Page, number: number) => page.getByRole('dialog', { name: `Objednávka č. ${number}` });
const ordersRow = (page: Page, number: number) => page.locator(`tr[data-order-number="${number}"]`);

test('a web order: the notice and the "Web" row; opened from the notice it shows the needs and the note; Odmítnout with a reason the customer reads', async ({
  page,
  ownWebOrders,
}, testInfo) => {
  await page.goto('/admin/orders');
  await expect(page.getByRole('table')).toBeVisible();
  const created = await sendWebOrder(page, { note: 'Dvě velká zavazadla' });
  ownWebOrders.add(created.orderNumber);
  const toast = notice(page, created.orderNumber);
  await expect(toast).toContainText('Mírové náměstí → Terezín');
  await expect(ordersRow(page, created.orderNumber)).toContainText('Web · DE');
  await page.screenshot({ path: testInfo.outputPath('web-order-notice.png') });

  await toast.getByRole('link', { name: `Otevřít objednávku č. ${created.orderNumber}` }).click();
  const panel = detail(page, created.orderNumber);
  await expect(panel.getByTestId('order-detail')).toContainText('Web · DE');
  for (const [term, value] of [
    ['Jazyk stránky', 'němčina'],
    ['Zavazadla', 'ano'],
    ['Dětská sedačka', 'ne'],
    ['Poznámka zákazníka', 'Dvě velká zavazadla'],
  ] as const) {
    await expect(panel.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      value,
    );
  }
  await expect(panel.getByRole('link', { name: 'Zavolat zákazníkovi' })).toHaveAttribute(
    'href',
    /^tel:\+420778\d{6}$/,
  );
  await page.screenshot({ path: testInfo.outputPath('web-order-detail.png') });

  await panel.getByRole('button', { name: 'Odmítnout' }).click();
  const dialog = page.getByRole('dialog', { name: `Odmítnout objednávku č. ${created.orderNumber}` });
  await dialog.getByRole('textbox', { name: /Důvod pro zákazníka/ }).fill('Všechny vozy jsou obsazené');
  await dialog.getByRole('button', { name: 'Odmítnout objednávku' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Objednávka č. ${created.orderNumber} byla odmítnuta.` }),
  ).toBeVisible();
  await expect(ordersRow(page, created.orderNumber)).toHaveCount(0);
  expect(await webOrderStatus(page, created.statusToken)).toMatchObject({
    state: 'declined',
    reason: 'Všechny vozy jsou obsazené',
  });
});

test(
  'two tabs see a web order at once; taken up in one, the other falls quiet; the picker gives it a driver',
  oneSize,
  async ({ page, ownWebOrders }) => {
    await countBeeps(page);
    const other = await page.context().newPage();
    await page.goto('/admin/orders');
    await other.goto('/admin/dashboard');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Poslední objednávky' })).toBeVisible();
    // A click on the page lets it play sound (the browsers' autoplay rule).
    await page.getByRole('heading', { name: /Všechny objednávky/ }).click();

    const created = await sendWebOrder(page, { note: 'Čekám u vchodu' });
    ownWebOrders.add(created.orderNumber);
    for (const tab of [page, other]) {
      await expect(notice(tab, created.orderNumber)).toBeVisible();
    }
    await expect(
      other
        .getByTestId('latest-orders')
        .getByRole('row')
        .filter({ hasText: `č. ${created.orderNumber}` }),
    ).toContainText('Web · DE');
    await expect.poll(() => beeps(page)).toBeGreaterThan(0);

    await notice(other, created.orderNumber).getByRole('button', { name: 'Převzít' }).click();
    await expect(notice(other, created.orderNumber)).toHaveCount(0);
    await expect(notice(page, created.orderNumber)).toHaveCount(0);

    await page.goto(`/admin/orders/${created.orderNumber}`);
    await detail(page, created.orderNumber)
      .getByRole('button', { name: /^Přidělit řidiče: objednávka/ })
      .click();
    const picker = page.getByRole('dialog', { name: /^Přidělit řidiče/ });
    const first = picker.getByRole('group', { name: 'Všichni řidiči' }).getByRole('option').first();
    await first.click();
    await sendNow(page, `Objednávce č. ${created.orderNumber} bude přidělen řidič`);
    await expect(
      page.getByRole('status').filter({ hasText: `Objednávka č. ${created.orderNumber}: řidič` }),
    ).toBeVisible();
    await other.close();
  },
);

test.describe('the pause switch', () => {
  // Its own gateway: paused on the main one, the orders other suites send meanwhile would be refused.
  test.use({ baseURL: SWITCHES_GATEWAY });

  test(
    'Objednávky z webu: paused, the public page offers no form and says to call; on again, it does',
    oneSize,
    async ({ page }, testInfo) => {
      await page.goto('/admin/dashboard');
      await page.getByRole('heading', { name: 'Pracovní doba' }).scrollIntoViewIfNeeded();
      const toggle = page.getByRole('switch', { name: 'Objednávky z webu' });
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(toggle).toHaveText('přijímáme');
      try {
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-checked', 'false');
        await expect(page.getByText('Web teď objednávky nepřijímá a ukazuje telefon.')).toBeVisible();
        expect(await webOrderAvailability(page)).toMatchObject({
          open: false,
          code: 'web-orders-unavailable',
        });
        await page.screenshot({ path: testInfo.outputPath('web-orders-paused.png') });

        const visitor = await page.context().newPage();
        await openOrderPage(visitor);
        await expect(
          visitor.getByRole('heading', { name: 'Objednávky z webu teď nepřijímáme' }),
        ).toBeVisible();
        await expectRefusal(visitor, 'Zavolejte nám prosím, jízdu vám objednáme telefonicky.');
        await expect(visitor.getByRole('combobox', { name: 'Odkud' })).toBeHidden();
        await visitor.close();

        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-checked', 'true');
      } finally {
        await page.request.post('/api/web-orders/pause', { data: { paused: false } });
      }
      expect((await webOrderAvailability(page)).open).toBe(true);
    },
  );
});
