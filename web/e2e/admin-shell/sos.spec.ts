import type { Page } from '@playwright/test';
import { api, beeps, countBeeps, displayName, expect, sendNow, sosStrip, test, undoToast } from './support';

// One backend for all workers: these tests raise and dismiss alerts one after another, on desktop.
test.skip(({ isMobile }) => isMobile, 'the strip is the same on every screen size');
test.describe.configure({ mode: 'serial' });

const ALARM = 'SOS – žádost o pomoc';

/** A customer (no role) to raise an alert for, distinct per test. */
async function customer(page: Page, index: number) {
  const users = await api.users(page);
  const named = users.filter((user) => user.status === null && user.first_name && user.last_name);
  const user = named[named.length - 1 - index];
  expect(user).toBeDefined();
  return user!;
}

function alertItem(page: Page, name: string) {
  return sosStrip(page).getByRole('listitem').filter({ hasText: name });
}

/**
 * Raises an alert for customer `index`, opens the dashboard with the page's clock held (only
 * `runFor` moves it, however slow the machine is) and presses its Vyřízeno; `sent()` counts the
 * dismiss requests the page has made since.
 */
async function dismissWithClockHeld(page: Page, index: number) {
  const user = await customer(page, index);
  const alert = await api.raiseSos(page, user.id);
  const name = displayName(user);
  let sent = 0;
  page.on('request', (request) => {
    sent += Number(request.url().endsWith('/api/sos/dismiss'));
  });
  await page.clock.install();
  await page.goto('/admin/dashboard');
  await expect(alertItem(page, name)).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await alertItem(page, name)
    .getByRole('button', { name: `Vyřízeno – SOS: ${name}` })
    .click();
  return { alert, name, sent: () => sent };
}

test('shows every open alert with the name, a tel: link and how long ago it was raised', async ({ page }) => {
  let alerts = await api.sos(page);
  expect(alerts.length).toBeGreaterThan(0);
  await page.goto('/admin/dashboard');
  await expect(sosStrip(page)).toContainText(ALARM);
  // Another suite (sos-strip-size) raises and dismisses alerts meanwhile: the screen and the API
  // converge, and every item is read in the same pass as the list it belongs to.
  await expect(async () => {
    alerts = await api.sos(page);
    await expect(sosStrip(page).getByRole('listitem')).toHaveCount(alerts.length, { timeout: 1_000 });
    for (const alert of alerts) {
      const item = alertItem(page, displayName(alert.user!));
      await expect(item).toBeVisible({ timeout: 1_000 });
      await expect(item.getByRole('link')).toHaveAttribute(
        'href',
        `tel:${alert.user!.phone.replace(/\s/g, '')}`,
        { timeout: 1_000 },
      );
      await expect(item.locator('time')).toHaveText(/^před \d+ (s|min|h)/, { timeout: 1_000 });
    }
  }).toPass({ timeout: 15_000 });
});

test('a new alert appears without a reload: alarm text, flashing title and a repeating sound', async ({
  page,
}) => {
  await countBeeps(page);
  const user = await customer(page, 0);
  await page.goto('/admin/orders');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Živě');
  // Unlock audio the way a dispatcher would: any click on the page.
  await page.getByRole('banner').click();

  const alert = await api.raiseSos(page, user.id);
  const name = displayName(user);
  const item = alertItem(page, name);
  await expect(item).toBeVisible();
  await expect(sosStrip(page)).toContainText(ALARM);
  await expect(item.locator('time')).toHaveText(/^před \d+ s$/);
  await expect.poll(() => page.title(), { timeout: 5_000 }).toBe('🚨 SOS!');
  await expect.poll(() => page.title(), { timeout: 5_000 }).not.toBe('🚨 SOS!');
  const before = await beeps(page);
  await expect.poll(() => beeps(page), { timeout: 6_000 }).toBeGreaterThan(before);

  await api.dismissSos(page, alert.id);
  await expect(item).toHaveCount(0);
});

test('Vyřízeno takes the alert off the strip at once and dismisses it on the server after 5 s', async ({
  page,
}) => {
  const user = await customer(page, 1);
  const alert = await api.raiseSos(page, user.id);
  const name = displayName(user);
  let sentAt = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/sos/dismiss')) {
      sentAt = Date.now();
    }
  });
  await page.goto('/admin/dashboard');
  const dismissed = page.waitForRequest((request) => request.url().endsWith('/api/sos/dismiss'));
  await alertItem(page, name)
    .getByRole('button', { name: `Vyřízeno – SOS: ${name}` })
    .click();
  const clickedAt = Date.now();
  await expect(alertItem(page, name)).toHaveCount(0);
  await expect(undoToast(page, `SOS: ${name} – vyřízeno.`)).toBeVisible();
  expect((await api.sos(page)).map((open) => open.id)).toContain(alert.id);
  expect((await dismissed).postDataJSON()).toEqual({ id: alert.id });
  expect(sentAt - clickedAt).toBeGreaterThanOrEqual(4_000);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `SOS: ${name} – vyřízeno.` })
      .first(),
  ).toBeVisible();
  await expect.poll(async () => (await api.sos(page)).map((open) => open.id)).not.toContain(alert.id);
});

test('Zpět within five seconds keeps the alert open and sends nothing', async ({ page }) => {
  const { alert, name, sent } = await dismissWithClockHeld(page, 3);
  await expect(alertItem(page, name)).toHaveCount(0);
  await page.clock.runFor(4_000);
  await undoToast(page, `SOS: ${name} – vyřízeno.`).getByRole('button', { name: 'Zpět' }).click();
  await expect(alertItem(page, name)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `SOS: ${name} je znovu otevřené.` })).toBeVisible();
  await page.clock.runFor(30_000);
  expect(sent()).toBe(0);
  expect((await api.sos(page)).map((open) => open.id)).toContain(alert.id);
  await api.dismissSos(page, alert.id);
});

test('the undo window holds while the pointer is on Zpět and runs on once it leaves', async ({
  page,
}, info) => {
  const { alert, name, sent } = await dismissWithClockHeld(page, 4);
  const toast = undoToast(page, `SOS: ${name} – vyřízeno.`);
  await expect(toast).toContainText('Vrátit lze tlačítkem Zpět do 5 sekund.');
  await page.clock.runFor(2_000);
  await toast.getByRole('button', { name: 'Zpět' }).hover();
  // Twice the window: without the pause the dismissal would long have been sent.
  await page.clock.runFor(10_000);
  await expect(toast).toBeVisible();
  expect(sent()).toBe(0);
  await page.screenshot({ path: info.outputPath('undo-toast-paused.png') });

  await page.mouse.move(10, 400);
  await page.clock.runFor(2_500);
  expect(sent()).toBe(0);
  const dismissed = page.waitForRequest((request) => request.url().endsWith('/api/sos/dismiss'));
  await page.clock.runFor(1_000);
  expect((await dismissed).postDataJSON()).toEqual({ id: alert.id });
  await expect(toast).toHaveCount(0);
  await expect.poll(async () => (await api.sos(page)).map((open) => open.id)).not.toContain(alert.id);
});

test('a failed dismiss keeps the alert and says why', async ({ page }) => {
  const user = await customer(page, 2);
  const alert = await api.raiseSos(page, user.id);
  const name = displayName(user);
  await page.route('**/api/sos/dismiss', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{"message":"Server neodpovídá."}' }),
  );
  await page.goto('/admin/dashboard');
  await alertItem(page, name)
    .getByRole('button', { name: /^Vyřízeno/ })
    .click();
  await sendNow(page, `SOS: ${name} – vyřízeno.`);
  await expect(page.getByRole('alert').filter({ hasText: 'Server neodpovídá.' })).toBeVisible();
  await expect(alertItem(page, name)).toBeVisible();
  await api.dismissSos(page, alert.id);
});

test('the mute toggle silences the alarm and is remembered', async ({ page }) => {
  await countBeeps(page);
  await page.goto('/admin/dashboard');
  await expect(sosStrip(page)).toContainText(ALARM);
  const mute = page.getByRole('button', { name: 'Ztlumit alarm' });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  const muted = page.getByRole('button', { name: 'Alarm ztlumen' });
  await expect(muted).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(muted).toHaveAttribute('aria-pressed', 'true');
  const beepsMuted = await beeps(page);
  await page.waitForTimeout(3_000); // a full alarm period: nothing may ring while muted
  expect(await beeps(page)).toBe(beepsMuted);
  // The title still flashes.
  await expect.poll(() => page.title(), { timeout: 5_000 }).toBe('🚨 SOS!');
  await muted.click();
  await expect(page.getByRole('button', { name: 'Ztlumit alarm' })).toHaveAttribute('aria-pressed', 'false');
});

test('without open alerts the strip is a slim line', async ({ page }) => {
  await page.route('**/api/sos', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await page.goto('/admin/dashboard');
  await expect(sosStrip(page)).toContainText('Žádná SOS upozornění');
  await expect(sosStrip(page).getByRole('listitem')).toHaveCount(0);
  await expect.poll(() => page.title()).toBe('Dashboard – Administrace Taxi Litoměřice');
});
