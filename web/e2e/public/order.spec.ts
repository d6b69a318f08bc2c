import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { oneSize } from '../one-size';
import {
  dispatcher,
  expectPrice,
  expectRefusal,
  fillOrder,
  openOrderPage,
  pickPlace,
  uniquePhone,
} from './order-support';
import { markPosterSeen } from './support';

/** Next Tuesday (never today) as a date input takes it, in Prague. */
function nextTuesday(): string {
  const today = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/Prague' }));
  const days = ((2 - today.getDay() + 7) % 7) + (today.getDay() === 2 ? 7 : 0);
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

async function chooseLater(page: Page, time: string): Promise<void> {
  await page.getByRole('radio', { name: 'Na později' }).check();
  await page.getByLabel('Datum').fill(nextTuesday());
  await page.getByLabel('Čas', { exact: true }).fill(time);
}

const send = (page: Page) => page.getByRole('button', { name: /^Objednat/ }).click();

/** An open web order of `phone` made through the API, as the page makes it. */
async function orderByApi(request: APIRequestContext, phone: string): Promise<void> {
  const { formToken } = (await (await request.get('/api/web-orders/availability')).json()) as {
    formToken: string;
  };
  const place = async (q: string) =>
    (
      (await (await request.get('/api/web-orders/places', { params: { q } })).json()) as {
        suggestions: { id: string }[];
      }
    ).suggestions[0]?.id;
  const quote = (await (
    await request.post('/api/web-orders/quote', {
      data: { from: await place('Mírové'), to: await place('Terezín'), people: 1, when: 'asap' },
    })
  ).json()) as { quoteToken: string };
  const created = await request.post('/api/web-orders', {
    data: {
      quoteToken: quote.quoteToken,
      formToken,
      idempotencyKey: crypto.randomUUID(),
      name: 'Limit Test',
      phone,
      luggage: false,
      childSeat: false,
      consent: true,
      language: 'cs',
    },
  });
  expect(created.status()).toBe(201);
}

test(
  'a pre-order for next Tuesday at 10:00, picked in the date and time fields',
  oneSize,
  async ({ page }) => {
    await openOrderPage(page);
    await fillOrder(page);
    await chooseLater(page, '10:00');
    await expectPrice(page);
    await send(page);
    await expect(page.getByRole('heading', { name: 'Čeká na řidiče' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^út \d+\. \d+\. 10:00$/ })).toBeVisible();
  },
);

test(
  // Paused web orders are worded in dispatch/web-orders.spec.ts, on a gateway of their own.
  'each refusal is worded on the page with the phone: hours, blacklist, limit',
  oneSize,
  async ({ page, playwright, baseURL }) => {
    test.setTimeout(60_000);
    const admin = await dispatcher(playwright, baseURL);

    await openOrderPage(page);
    await fillOrder(page);
    await chooseLater(page, '23:00');
    await expectPrice(page);
    await send(page);
    await expectRefusal(page, /^V tuto dobu nejezdíme\./);

    // A customer the mock seeds on the blacklist, one no other spec changes (admin-screens/fixtures.ts).
    const users = (await (await admin.get('/api/user/me')).json()) as {
      id: number;
      phone: string;
      status: string | null;
    }[];
    const blacklisted = users.find(
      (user) => user.status === 'blacklist' && [0, 1, 7, 8, 9].includes(user.id % 10),
    )?.phone;
    expect(blacklisted).toBeDefined();
    await openOrderPage(page);
    await fillOrder(page, blacklisted ?? '');
    await expectPrice(page);
    await send(page);
    await expectRefusal(page, 'Tuto objednávku z webu přijmout nemůžeme.');

    const busy = uniquePhone();
    for (let order = 0; order < 3; order += 1) {
      await orderByApi(page.request, busy);
    }
    await openOrderPage(page);
    await fillOrder(page, busy);
    await expectPrice(page);
    await send(page);
    await expectRefusal(page, /příliš mnoho/);

    await admin.dispose();
  },
);

test('a German visitor orders at /de/bestellen and follows the ride in German', oneSize, async ({ page }) => {
  await markPosterSeen(page);
  await page.goto('/de/bestellen');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await pickPlace(page, 'Abholort', 'Mírové');
  await pickPlace(page, 'Ziel', 'Terezín');
  await page.getByLabel('Fahrgäste').selectOption('2');
  await page.getByLabel('Name', { exact: true }).fill('Anna Weber');
  await page.getByLabel('Telefon', { exact: true }).fill(uniquePhone());
  await page.getByLabel(/Ich bin einverstanden/).check();
  await expect(page.getByText(/^Der Preis gilt bis \d{1,2}:\d{2} Uhr\.$/)).toBeVisible();
  await page.getByRole('button', { name: /^Für \d[\d.]* Kč bestellen$/ }).click();

  await expect(page).toHaveURL(/\/de\/bestellung\/status#.+/);
  await expect(page.getByRole('heading', { name: 'Wartet auf Fahrer' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'So bald wie möglich' })).toBeVisible();
  // Every German page offers the ride in German.
  await page.goto('/de/galerie');
  await expect(page.getByRole('link', { name: 'Ihre Fahrt' })).toHaveAttribute(
    'href',
    /^\/de\/bestellung\/status#.+/,
  );
});
