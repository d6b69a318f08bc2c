import { createRequire } from 'node:module';
import { expect, type Page, test as base } from '@playwright/test';

// The attacker's markup as the company's server and the tracking provider send it: the dialect server
// (gateway/test/support/dialect-hostile.ts) shows it to its second account and names the cars of the
// gateway with FLEET_PROVIDER=traccar (port + 4) with it. No element of it may ever exist in the page.
const { MARKUP_PAYLOADS } = createRequire(import.meta.url)(
  '../../../gateway/test/support/markup-payloads.ts',
) as typeof import('../../../gateway/test/support/markup-payloads');
const { bold, image, overlay } = MARKUP_PAYLOADS;
const HOSTILE_ORDER_NUMBER = 1901;

const port = Number(process.env.E2E_PORT ?? 4173);
const gateway = `http://127.0.0.1:${port + 4}`;

type Watched = { created: string[]; dialogs: string[] };
const watched = new WeakMap<Page, Watched>();

/** Runs in the page before its own scripts: notes every element the payloads would make, however briefly. */
function watchForPayloadElements() {
  const created: string[] = [];
  const isPayload = (element: Element) =>
    (element.localName === 'b' && element.textContent === '1U1') ||
    (element.localName === 'img' && element.getAttribute('src') === 'x') ||
    (element.localName === 'div' && (element.getAttribute('style') ?? '').startsWith('position:fixed'));
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) {
          for (const element of [node, ...node.querySelectorAll('b, img, div')]) {
            if (isPayload(element)) {
              created.push(element.outerHTML);
            }
          }
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
  Object.assign(window, { payloadElements: created });
}

const test = base.extend({
  baseURL: gateway,
  page: async ({ page }, use) => {
    const seen: Watched = { created: [], dialogs: [] };
    watched.set(page, seen);
    page.on('dialog', (dialog) => {
      seen.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript(watchForPayloadElements);
    const response = await page.request.post(`${gateway}/api/admins/login`, {
      data: { username: 'utocnik', password: 'heslo' },
    });
    expect(response.ok()).toBe(true);
    await use(page);
  },
});

/** No element of the payloads was made on this page so far, and no script of theirs ran. */
async function expectNoPayloadElements(page: Page) {
  const created = await page.evaluate(
    () => (window as unknown as { payloadElements: string[] }).payloadElements,
  );
  expect(created).toEqual([]);
  expect(watched.get(page)?.dialogs).toEqual([]);
}

test('plates, drivers and car groups from the tracking provider are text on the fleet map', async ({
  page,
}) => {
  await page.goto('/admin/map');
  const map = page.getByTestId('fleet-map');
  await expect(map.locator('.vehicle-tooltip.is-label')).toHaveCount(3, { timeout: 15_000 });
  await expectNoPayloadElements(page);
  for (const plate of [bold, image, overlay]) {
    await expect(map.locator('.vehicle-tooltip.is-label').getByText(plate, { exact: true })).toBeVisible();
  }
  await page.locator('summary').filter({ hasText: 'Vozidla' }).click();
  const row = page.locator('tr[data-vehicle-id="201"]');
  await expect(row.getByRole('rowheader')).toHaveText(bold);
  await expect(row).toContainText(`${overlay} – ve spojení, 0 km/h (${image})`);
  await expectNoPayloadElements(page);
});

test('names, places and titles from the company’s server are text in the orders, the detail, the SOS toast and the lists', async ({
  page,
}) => {
  await page.goto('/admin/orders');
  const orders = page.getByRole('table').first();
  for (const text of [bold, image, overlay]) {
    await expect(orders.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await page.goto(`/admin/orders/${HOSTILE_ORDER_NUMBER}`);
  const detail = page.getByRole('dialog', { name: `Objednávka č. ${HOSTILE_ORDER_NUMBER}` });
  for (const text of [bold, image, overlay]) {
    await expect(detail.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expectNoPayloadElements(page);

  // The caller's name in the SOS strip and in the toast of Vyřízeno (taken back at once: nothing is sent).
  await page.goto('/admin/notifications');
  const sos = page.getByRole('region', { name: /SOS/ });
  await expect(sos).toContainText(`${image} ${bold}`);
  await sos.getByRole('button', { name: /Vyřízeno/ }).click();
  const toast = page.getByRole('status').filter({ hasText: '– vyřízeno.' });
  await expect(toast).toContainText(`${image} ${bold}`);
  await toast.getByRole('button', { name: 'Zpět' }).click();
  const sent = page.getByRole('list', { name: 'Odeslaná oznámení' }).getByRole('listitem');
  await expect(sent.getByText(bold, { exact: true })).toBeVisible();
  await expect(sent).toContainText(image);
  await expect(sent).toContainText(overlay);
  await expectNoPayloadElements(page);

  await page.goto('/admin/history-login');
  await expect(page.getByRole('table').getByText(bold, { exact: true })).toBeVisible();
  await expectNoPayloadElements(page);
});
