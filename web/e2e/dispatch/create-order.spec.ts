import type { CreateOrderRequest } from '@taxi/contracts';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../admin-shell/support';
import {
  applyVipDiscount,
  dispatchApi,
  expectedQuote,
  field,
  freshPhone,
  kc,
  km,
  openWithRoute,
  pickWithKeyboard,
  plain,
  rideStatusLabel,
  shown,
  userRole,
} from './create-order-support';
import { oneSize } from '../one-size';

const ordersRows = (page: Page) =>
  page.getByRole('region', { name: 'Seznam objednávek' }).locator('tbody tr');
const orderPosted = (page: Page) =>
  page.waitForRequest(
    (request) => request.url().endsWith('/api/admins/order/create') && request.method() === 'POST',
  );
const sentOrder = (request: Request) => request.postDataJSON() as CreateOrderRequest & { token?: string };

test(
  'creates an order with the keyboard alone in under 30 s; it appears in the orders table',
  oneSize,
  async ({ page }) => {
    const expected = await expectedQuote(page, 'Mírové', 'Lovosice', 2);
    const name = `Klávesnice ${Date.now()}`;
    const phone = freshPhone('797');
    const started = Date.now();

    await page.goto('/admin/orders/create');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(
      'Vytvořit objednávku',
    );
    await expect(field.from(page)).toBeFocused();
    await expect(field.from(page)).toHaveAttribute('placeholder', 'Počátek');
    await expect(field.to(page)).toHaveAttribute('placeholder', 'Destinace');

    await pickWithKeyboard(page, 'Mírové', /Mírové náměstí/);
    await expect(field.from(page)).toHaveValue(expected.origin.name);
    // A chosen place moves on by itself: Odkud → Kam → Jméno.
    await expect(field.to(page)).toBeFocused();
    await pickWithKeyboard(page, 'Lovosice', /^Lovosice/);
    await expect(field.to(page)).toHaveValue(expected.destination.name);

    await expect(shown.distance(page)).toHaveText(km(expected.km));
    await expect(shown.duration(page)).toHaveText(`${expected.minutes} min`);

    await expect(field.name(page)).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(phone);
    await page.keyboard.press('Tab');
    await expect(field.people(page)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2');
    await expect(shown.price(page)).toHaveText(kc(expected.price));
    await page.keyboard.press('Tab');
    await expect(field.driver(page)).toBeFocused();
    await expect(field.driver(page)).toHaveValue('-1');
    // Nejbližší vozy is one stop on the way (arrows move within it), then Odeslat.
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('nearest-vehicle').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(field.submit(page)).toBeFocused();

    const posted = orderPosted(page);
    const followUp = page.waitForRequest((request) =>
      request.url().endsWith('/api/admins/getNotificationTokensOfDrivers/'),
    );
    await page.keyboard.press('Enter');
    const body = sentOrder(await posted);
    expect(body).toEqual({
      pickup_location: { lat: expected.origin.lat, lng: expected.origin.lng, name: expected.origin.name },
      destination: {
        lat: expected.destination.lat,
        lng: expected.destination.lng,
        name: expected.destination.name,
      },
      distance: expected.km,
      name,
      phone,
      price: expected.price,
      people: 2,
      duration: expected.minutes,
      id_driver: -1,
      driver_name: null,
    });
    await followUp;

    await expect(page).toHaveURL(/\/admin\/orders$/);
    expect(Date.now() - started).toBeLessThan(30_000);
    await expect(page.getByRole('status').filter({ hasText: 'Objednávka byla vytvořena' })).toBeVisible();
    const row = ordersRows(page).filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText(rideStatusLabel('waiting'));
    await expect(row).toContainText(kc(expected.price));
  },
);

test(
  'a chosen driver goes with the order, gets the follow-up, and shows in the orders table',
  oneSize,
  async ({ page }) => {
    const drivers = await dispatchApi.drivers(page);
    const driver = drivers.find((candidate) => candidate.user?.last_name)!;
    const name = `S řidičem ${Date.now()}`;
    await openWithRoute(page, 'Mírové', 'Lovosice', /^Lovosice/);

    const options = await field.driver(page).locator('option').allTextContents();
    expect(options[0]).toBe('Žádný');
    const lastNames = options.slice(1).map((label) => label.split(' ')[0] ?? '');
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b, 'cs')));
    expect(options).toHaveLength(drivers.length + 1);

    await field.name(page).fill(name);
    await field.driver(page).selectOption(String(driver.id));
    const posted = orderPosted(page);
    const followUp = page.waitForRequest((request) =>
      request.url().endsWith(`/api/admins/getNotificationTokensOfDriver/${driver.id}`),
    );
    await field.name(page).press('Enter');
    const body = sentOrder(await posted);
    expect([body.id_driver, body.driver_name]).toEqual([driver.id, driver.user!.last_name]);
    expect(body).not.toHaveProperty('token');
    await followUp;

    await expect(page).toHaveURL(/\/admin\/orders$/);
    const row = ordersRows(page).filter({ hasText: name });
    await expect(row).toContainText(driver.user!.last_name!);
    await expect(row).toContainText(rideStatusLabel('accepted'));
  },
);

test('a trip within Praha has the flat local price, 60 Kč from five persons', oneSize, async ({ page }) => {
  const small = await expectedQuote(page, 'Václavské', 'Anděl', 1);
  const large = await expectedQuote(page, 'Václavské', 'Anděl', 5);
  expect([small.isLocal, small.price, large.price]).toEqual([true, 50, 60]);

  await openWithRoute(page, 'Václavské', 'Anděl', /^Anděl/);
  await expect(field.from(page)).toHaveValue('Václavské náměstí, Praha 1');
  await expect(field.to(page)).toHaveValue('Anděl, Praha 5');
  await expect(shown.price(page)).toHaveText(kc(small.price));
  await expect(page.getByText('Místní jízda: pevná cena')).toBeVisible();
  await expect(shown.distance(page)).toHaveText(km(small.km));

  await field.people(page).fill('5');
  await expect(shown.price(page)).toHaveText(kc(large.price));
});

test(
  'a regional trip costs the base fare plus the per-km rate, higher from four persons',
  oneSize,
  async ({ page }) => {
    const one = await expectedQuote(page, 'Mírové', 'Lovosice', 1);
    const four = await expectedQuote(page, 'Mírové', 'Lovosice', 4);
    expect(one.isLocal).toBe(false);
    expect(one.price).toBe(Math.round(one.tariff.baseFare + one.tariff.perKmSmallGroup * one.km));
    expect(four.price).toBe(Math.round(four.tariff.baseFare + four.tariff.perKmLargeGroup * four.km));

    await openWithRoute(page, 'Mírové', 'Lovosice', /^Lovosice/);
    await expect(field.people(page)).toHaveValue('1');
    await expect(shown.price(page)).toHaveText(kc(one.price));
    await expect(shown.distance(page)).toHaveText(km(one.km));
    await expect(shown.duration(page)).toHaveText(`${one.minutes} min`);
    await expect(page.getByText('Místní jízda: pevná cena')).toHaveCount(0);

    await field.people(page).fill('4');
    await expect(shown.price(page)).toHaveText(kc(four.price));
  },
);

test(
  "warns about a blacklisted customer's phone and still lets the dispatcher send",
  oneSize,
  async ({ page }) => {
    const blacklisted = (await dispatchApi.users(page)).find(
      (user) => userRole(user.status) === 'blacklist',
    )!;
    await openWithRoute(page, 'Mírové', 'Lovosice', /^Lovosice/);
    const warning = page
      .getByRole('alert')
      .filter({ hasText: 'Pozor: zákazník s tímto číslem je na blacklistu.' });
    await field.phone(page).fill(blacklisted.phone.slice(0, -1));
    await expect(warning).toHaveCount(0);
    await field.phone(page).pressSequentially(blacklisted.phone.slice(-1));
    await expect(warning).toBeVisible();
    await expect(field.submit(page)).toBeEnabled();
    // Another spelling of the same number is the same customer.
    await field.phone(page).fill(blacklisted.phone.replace(/^\+420/, '').replace(/(\d{3})(?=\d)/g, '$1 '));
    await expect(warning).toBeVisible();
  },
);

test(
  'a VIP phone shows its discount and the discounted price is shown and sent',
  oneSize,
  async ({ page }) => {
    const phone = freshPhone('798');
    const vip = await dispatchApi.createVip(page, phone, 20);
    const expected = await expectedQuote(page, 'Mírové', 'Lovosice', 1);
    const discounted = applyVipDiscount(expected.price, vip.discount);
    const name = `VIP ${Date.now()}`;

    await openWithRoute(page, 'Mírové', 'Lovosice', /^Lovosice/);
    await expect(shown.price(page)).toHaveText(kc(expected.price));
    await field.name(page).fill(name);
    await field.phone(page).fill(phone);
    await expect(page.getByText('VIP sleva 20 %')).toBeVisible();
    await expect(shown.price(page)).toHaveText(kc(discounted));
    await expect(shown.listPrice(page)).toContainText(kc(expected.price));
    expect(await shown.listPrice(page).evaluate((element) => element.tagName)).toBe('DEL');

    const posted = orderPosted(page);
    await field.submit(page).click();
    expect(sentOrder(await posted).price).toBe(discounted);
    await expect(ordersRows(page).filter({ hasText: name })).toContainText(kc(discounted));
  },
);

test('a refused order shows the Czech message and keeps everything filled', oneSize, async ({ page }) => {
  // The gateway answers only when the test says so, to see the form while it is sending.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/admins/order/create', async (route) => {
    await answered;
    await route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Server objednávek neodpovídá. Zkuste to prosím znovu.' }),
    });
  });
  await openWithRoute(page, 'Mírové', 'Lovosice', /^Lovosice/);
  await field.name(page).fill('Nešťastný zákazník');
  await field.phone(page).fill('+420 777 000 111');
  await field.people(page).fill('3');
  const price = plain(await shown.price(page).innerText());
  await field.submit(page).click();
  await expect(field.submit(page)).toBeDisabled();
  answer();

  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Server objednávek neodpovídá. Zkuste to prosím znovu.' })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/orders\/create$/);
  await expect(field.from(page)).toHaveValue('Mírové náměstí, Litoměřice');
  await expect(field.to(page)).toHaveValue('Lovosice, okres Litoměřice');
  await expect(field.name(page)).toHaveValue('Nešťastný zákazník');
  await expect(field.phone(page)).toHaveValue('+420 777 000 111');
  await expect(field.people(page)).toHaveValue('3');
  await expect(shown.price(page)).toHaveText(price);
  await expect(field.submit(page)).toBeEnabled();
});

test('asks for both places from the list before sending anything', oneSize, async ({ page }) => {
  let posted = false;
  page.on('request', (request) => {
    posted ||= request.url().endsWith('/api/admins/order/create');
  });
  await page.goto('/admin/orders/create');
  await expect(field.from(page)).toBeFocused();
  await page.keyboard.type('Mírov');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Vyberte místo vyzvednutí ze seznamu')).toBeVisible();
  await expect(page.getByText('Vyberte cíl cesty ze seznamu')).toBeVisible();
  await expect(field.from(page)).toBeFocused();
  await expect(field.from(page)).toHaveAttribute('aria-invalid', 'true');
  await field.people(page).fill('9');
  await expect(page.getByText('Maximálně 8 osob')).toBeVisible();
  await field.submit(page).click();
  await expect(page.getByText('Maximálně 8 osob')).toBeVisible();
  await expect(field.people(page)).toHaveAttribute('aria-invalid', 'true');
  await field.people(page).fill('0');
  await field.submit(page).click();
  await expect(page.getByText('Zadejte počet osob od 1 do 8')).toBeVisible();
  expect(posted).toBe(false);
});
