import { expect, type Page, test } from '@playwright/test';
import { oneSize } from '../one-size';
import {
  assignDriver,
  atPhoneSize,
  dispatcher,
  expectNothingCutOff,
  expectPrice,
  fillOrder,
  openOrderPage,
  tickUntil,
} from './order-support';

// The page asks every 10 s; the tests move its clock instead of waiting.
const POLL = 10_000;

/** Moves the page's clock a poll on until the state shows (the gateway may take a poll to see it). */
async function expectState(page: Page, state: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(POLL);
        return page.getByRole('heading', { level: 2, name: state }).isVisible();
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(true);
}

test('a visitor orders, a dispatcher assigns a driver, and the page follows the ride to its end', async ({
  page,
  browser,
  playwright,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(60_000);
  await atPhoneSize(page, isMobile);
  await page.clock.install();
  await openOrderPage(page);
  await fillOrder(page);
  await expectPrice(page);
  const sendButton = page.getByRole('button', { name: /^Objednat za/ });
  await expectNothingCutOff(page, [page.getByRole('region', { name: 'Cena jízdy' }), sendButton]);
  await sendButton.click();

  await expect(page).toHaveURL(/\/objednavka\/stav#.+/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Objednávka č. \d+$/);
  const orderNumber = Number((await heading.textContent())?.replace(/\D/g, ''));
  await expect(page.getByRole('heading', { name: 'Čeká na řidiče' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zrušit zdarma' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Odkaz na tuto stránku' })).toHaveValue(page.url());

  // The dispatcher, in a browser of their own, sees the order among the orders.
  const admin = await dispatcher(playwright, baseURL);
  const desk = await browser.newContext({ baseURL });
  await desk.request.post('/api/admins/login', { data: { username: 'admin', password: 'admin' } });
  const deskPage = await desk.newPage();
  await deskPage.goto('/admin/orders');
  await expect(deskPage.getByText(String(orderNumber)).first()).toBeVisible({ timeout: 15_000 });
  await desk.close();

  const driver = await assignDriver(admin, orderNumber);
  await expectState(page, 'Přijato');
  await expect(page.getByText(`Řidič: ${driver}`)).toBeVisible();
  await expect(page.getByText(/^SPZ: \S+/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zrušit zdarma' })).toBeHidden();
  await expect(page.getByText(/Potřebujete jízdu změnit nebo zrušit\? Zavolejte nám:/)).toBeVisible();
  const map = page.getByRole('region', { name: 'Mapa s polohou vozu' });
  await expect(map.getByRole('img', { name: 'Váš vůz' })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Přiblížit' })).toBeVisible();
  await expect(map).toHaveAttribute('data-car', /^\d+\.\d+,\d+\.\d+$/);
  await expectNothingCutOff(page, [map, page.getByRole('list', { name: 'Průběh jízdy' })]);

  await tickUntil(admin, orderNumber, 'pickup');
  await expectState(page, 'Vyzvednuto');
  await tickUntil(admin, orderNumber, 'done');
  await expectState(page, 'Hotovo');
  await expect(page.getByRole('definition').last()).toHaveText(/^\d+\sKč$/);
  // The ride ended: the site no longer offers "Vaše jízda".
  expect(await page.evaluate(() => localStorage.getItem('webRide'))).toBeNull();
  await admin.dispose();
});

test(
  'a free cancellation, a decline with its reason, and a link that no longer works',
  oneSize,
  async ({ page, playwright, baseURL }) => {
    await page.clock.install();
    await openOrderPage(page);
    await fillOrder(page);
    await expectPrice(page);
    await page.getByRole('button', { name: /^Objednat za/ }).click();
    await expect(page.getByRole('heading', { name: 'Čeká na řidiče' })).toBeVisible();
    // While the ride is open every public page offers it in the header.
    await page.goto('/galerie');
    await page
      .getByRole('navigation', { name: 'Hlavní navigace' })
      .getByRole('link', { name: 'Vaše jízda' })
      .click();
    await page.getByRole('button', { name: 'Zrušit zdarma' }).click();
    await page.getByRole('button', { name: 'Ano, zrušit' }).click();
    await expect(page.getByRole('heading', { name: 'Zrušeno' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zrušit zdarma' })).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: 'Vaše jízda' }),
    ).toBeHidden();

    await openOrderPage(page);
    await fillOrder(page);
    await expectPrice(page);
    await page.getByRole('button', { name: /^Objednat za/ }).click();
    await expect(page.getByRole('heading', { name: 'Čeká na řidiče' })).toBeVisible();
    const orderNumber = Number(
      (await page.getByRole('heading', { level: 1 }).textContent())?.replace(/\D/g, ''),
    );
    const admin = await dispatcher(playwright, baseURL);
    const declined = await admin.post('/api/web-orders/decline', {
      data: { orderId: orderNumber, reason: 'Všechny vozy jsou obsazené' },
    });
    expect(declined.ok()).toBe(true);
    await admin.dispose();
    await expectState(page, 'Odmítnuto');
    await expect(page.getByText('Důvod: Všechny vozy jsou obsazené')).toBeVisible();

    // A link the gateway no longer knows (410): the page says so and gives the phone.
    await page.goto('about:blank');
    await page.goto('/objednavka/stav#MTIz.MTc5NTkzOTcxNzYzMA.wnva92Ojec4pwwaryrevlIabcdef');
    await expect(page.getByRole('heading', { name: 'Odkaz už neplatí' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+420 777 050 050' }).last()).toHaveAttribute(
      'href',
      'tel:+420777050050',
    );
  },
);
