import type { Locator, Page } from '@playwright/test';
import { api, displayName, expect, sosStrip, test } from './support';
import { fetchRoute } from '../route-fetch';

// How much of the screen the SOS strip takes, with alerts raised through the mock. The page is shown
// only the alerts a test raised itself (other suites raise theirs at the same time). Each test and
// screen size raises them for customers of its own, from the first named ones (sos.spec.ts takes
// the last ones): a name is never on the strip twice.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize(isMobile ? PHONE : DESKTOP);
});

/**
 * Raises `count` alerts for the customers from `first` on and lets the page see just those; they are
 * dismissed once the test is over.
 */
async function raiseAlerts(page: Page, first: number, count: number): Promise<string[]> {
  const users = await api.users(page);
  const named = users.filter((user) => user.status === null && user.first_name && user.last_name);
  const offset = test.info().project.name === 'mobile' ? 15 : 0;
  expect(named.length).toBeGreaterThan(offset + first + count + 5);
  const alerts = [];
  for (let index = 0; index < count; index += 1) {
    alerts.push(await api.raiseSos(page, named[offset + first + index]!.id));
  }
  const ids = new Set(alerts.map((alert) => alert.id));
  await page.route('**/api/sos', async (route) => {
    const response = await fetchRoute(route);
    const open = (await response.json()) as { id: number }[];
    await route.fulfill({ response, json: open.filter((alert) => ids.has(alert.id)) });
  });
  raised.push(...ids);
  return alerts.map((alert) => displayName(alert.user!));
}

let raised: number[] = [];
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  for (const id of raised) {
    await page.request.post('/api/sos/dismiss', { data: { id } });
  }
  raised = [];
});

/** The strip's box with the padding of the area it sits in (what it takes from the screen). */
async function stripArea(strip: Locator) {
  return (await strip.locator('xpath=..').boundingBox())!;
}

async function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test('one alert takes at most 64 px of a 390×844 phone and never covers Odeslat; a desktop keeps the framed strip', async ({
  page,
  isMobile,
}, info) => {
  const [name] = await raiseAlerts(page, 0, 1);
  await page.goto('/admin/orders/create');
  const strip = sosStrip(page);
  await expect(strip.getByRole('listitem')).toHaveCount(1);
  await expect(strip.getByRole('heading', { name: 'SOS – žádost o pomoc' })).toBeVisible();
  await expect(strip.getByRole('listitem')).toContainText(name!);
  await expect(strip.getByRole('link', { name: /^Volat/ })).toBeVisible();
  await expect(strip.getByRole('button', { name: `Vyřízeno – SOS: ${name}` })).toBeVisible();
  const area = await stripArea(strip);
  const box = (await strip.boundingBox())!;
  const topBar = (await page.getByRole('banner').boundingBox())!;
  info.annotations.push({ type: 'strip height', description: `${area.height} px (strip ${box.height} px)` });
  await page.screenshot({ path: info.outputPath(`sos-strip-one-${info.project.name}.png`) });
  if (isMobile) {
    expect(area.height, `strip area ${area.height} px`).toBeLessThanOrEqual(64);
    // A band right under the top bar, across the whole width.
    expect(Math.abs(area.y - (topBar.y + topBar.height))).toBeLessThan(1);
    expect(box.width).toBeCloseTo(PHONE.width, 0);
  } else {
    // The desktop strip keeps its frame, margin and the mute button's words.
    expect(box.x).toBeGreaterThan(area.x);
    expect(area.height).toBeGreaterThan(box.height);
    expect(area.height, `strip area ${area.height} px`).toBeLessThanOrEqual(110);
    await expect(strip.getByRole('button', { name: 'Ztlumit alarm' })).toContainText('Ztlumit alarm');
    await expect(strip.locator('time')).toBeVisible();
  }

  const send = page.getByRole('button', { name: 'Odeslat' });
  await expect(send).toBeVisible();
  // As the screen opens, then scrolled to the end and back.
  expect(await isOnTop(send)).toBe(true);
  await page.mouse.wheel(0, 5_000);
  await send.scrollIntoViewIfNeeded();
  expect(await isOnTop(send)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await send.scrollIntoViewIfNeeded();
  expect(await isOnTop(send)).toBe(true);
});

test('three alerts grow the strip to show all three, within 40 % of the screen', async ({ page }, info) => {
  const names = await raiseAlerts(page, 1, 3);
  await page.goto('/admin/orders/create');
  const strip = sosStrip(page);
  await expect(strip.getByRole('listitem')).toHaveCount(3);
  await expect(strip.getByRole('heading')).toContainText('(3)');
  for (const item of await strip.getByRole('listitem').all()) {
    await expect(item).toBeInViewport({ ratio: 1 });
  }
  expect(new Set(names).size).toBe(3);
  const area = await stripArea(strip);
  const viewport = page.viewportSize()!;
  info.annotations.push({ type: 'strip height', description: `${area.height} px with three alerts` });
  expect(area.height).toBeLessThanOrEqual(0.4 * viewport.height);
  const list = strip.getByRole('list');
  const [scrollHeight, clientHeight] = await list.evaluate((element) => [
    element.scrollHeight,
    element.clientHeight,
  ]);
  expect(scrollHeight).toBeLessThanOrEqual(clientHeight);
  await page.screenshot({ path: info.outputPath(`sos-strip-three-${info.project.name}.png`) });
  expect(await isOnTop(page.getByRole('button', { name: 'Odeslat' }))).toBe(true);
});

test('beyond 40 % of the screen the alerts scroll inside the strip', async ({ page }, info) => {
  await raiseAlerts(page, 4, 10);
  await page.goto('/admin/orders/create');
  const strip = sosStrip(page);
  const items = strip.getByRole('listitem');
  await expect(items).toHaveCount(10);
  const viewport = page.viewportSize()!;
  const box = (await strip.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(0.4 * viewport.height + 1);
  expect(box.height).toBeGreaterThan(0.35 * viewport.height);
  await expect(items.last()).not.toBeInViewport();
  await items
    .last()
    .getByRole('button', { name: /^Vyřízeno/ })
    .scrollIntoViewIfNeeded();
  await expect(items.last()).toBeInViewport();
  // Scrolling the list moved the list, not the page: the strip is where it was.
  expect((await strip.boundingBox())!.y).toBeCloseTo(box.y, 0);
  await expect(strip.getByRole('heading', { name: /^SOS – žádost o pomoc/ })).toBeInViewport();
  await page.screenshot({ path: info.outputPath(`sos-strip-ten-${info.project.name}.png`) });
  const send = page.getByRole('button', { name: 'Odeslat' });
  await send.scrollIntoViewIfNeeded();
  expect(await isOnTop(send)).toBe(true);
});
