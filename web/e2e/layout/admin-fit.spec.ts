import { api, expect, expectAccessible, plain, test } from '../admin-shell/support';
import { expectControlTextFits, expectInViewportWidth, expectNotClipped, overlap } from './fit';
import { fetchRoute } from '../route-fetch';
import { oneSize } from '../one-size';

const SOUND_HINT = 'Zvuk alarmu se spustí po prvním kliknutí na stránku.';

// Checked at the sizes: a dispatcher's phone and laptop.
test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
});

test('dashboard balances show whole amounts, even in the millions', async ({ page }) => {
  const big = { last24h: 1_234_567, weekend: 98_765, last7days: 2_345_678, last30days: 12_345_678 };
  await page.route('**/api/payment/me/balance', async (route) => {
    const real = (await (await fetchRoute(route)).json()) as Record<string, number>;
    await route.fulfill({
      json: Object.fromEntries(Object.keys(real).map((key, i) => [key, Object.values(big)[i % 4]])),
    });
  });
  await page.goto('/admin/dashboard');
  const amounts = page.getByRole('region', { name: 'Tržby' }).getByRole('definition');
  await expect(amounts.first()).toContainText('Kč');
  for (const amount of await amounts.all()) {
    await expect(amount).not.toContainText('…');
    await expectNotClipped(amount);
    await expectInViewportWidth(page, amount);
  }
  await expectAccessible(page);
});

// Phones show each customer as a block (customers.spec.ts).
test('a customer row keeps its actions on one line', oneSize, async ({ page }) => {
  await page.goto('/admin/customers');
  const rows = page.getByRole('table', { name: 'Zákazníci' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all().then((all) => all.slice(0, 8))) {
    const toggle = (await row.getByRole('button', { name: /blacklist/i }).boundingBox())!;
    const remove = (await row.getByRole('button', { name: 'Smazat zákazníka' }).boundingBox())!;
    expect(Math.abs(toggle.y + toggle.height / 2 - (remove.y + remove.height / 2))).toBeLessThan(2);
    expect(remove.x).toBeGreaterThan(toggle.x + toggle.width);
  }
});

test('the orders filters show their whole text on a phone', async ({ page }) => {
  await page.goto('/admin/orders');
  const filters = page.getByRole('search', { name: 'Filtr objednávek' });
  await expect(filters).toBeVisible();
  for (const name of ['Měsíc', 'Stav']) {
    await expectControlTextFits(filters.getByRole('combobox', { name }));
  }
  await expectControlTextFits(filters.getByRole('searchbox').or(filters.getByRole('textbox')).last());
  for (const control of await filters.locator('input, select, button').all()) {
    await expectInViewportWidth(page, control);
  }
});

test('map plate labels neither overlap each other nor leave the map', async ({ page }) => {
  await page.goto('/admin/map');
  const map = page.locator('.leaflet-container').first();
  const labels = map.locator('.vehicle-tooltip.is-label');
  // The simulated cars drive around: every one is brought into view first, as a dispatcher would.
  await page.getByRole('button', { name: 'Zobrazit vše' }).click();
  await expect(labels.first()).toBeVisible();
  // One snapshot of every box per poll, read in the page: consistent while cars move, and quick on
  // a busy machine (a round trip per label could outlast the poll).
  const problems = async () => {
    const { area, controls, boxes } = await map.evaluate((container) => {
      const rect = (element: Element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      };
      const shown = (element: Element) => element.getClientRects().length > 0;
      return {
        area: rect(container),
        controls: [...document.querySelectorAll('.leaflet-control-zoom, [data-map-overlay]')]
          .filter(shown)
          .map(rect),
        boxes: [...container.querySelectorAll('.vehicle-tooltip.is-label')].filter(shown).map(rect),
      };
    });
    const found: string[] = [];
    for (const [index, box] of boxes.entries()) {
      const inside =
        box.x >= area.x - 1 &&
        box.y >= area.y - 1 &&
        box.x + box.width <= area.x + area.width + 1 &&
        box.y + box.height <= area.y + area.height + 1;
      if (!inside) {
        found.push(`label ${index} leaves the map`);
      }
      for (const [other, otherBox] of boxes.slice(index + 1).entries()) {
        if (overlap(box, otherBox)) {
          found.push(`labels ${index} and ${index + 1 + other} overlap`);
        }
      }
      if (controls.some((control) => overlap(box, control))) {
        found.push(`label ${index} is under a map control`);
      }
    }
    return found;
  };
  // Polled: the view may still be gliding to fit every car.
  await expect.poll(problems, { timeout: 20_000 }).toEqual([]);
});

test('the first tap on a page with an SOS alarm lands on the button it was aimed at', async ({
  page,
  isMobile,
}) => {
  // The alarm's "sound after the first click" hint leaves with that first gesture; the page must not
  // move under the finger before the tap has landed.
  const alert = { id: 9100, user: { first_name: 'Pavel', last_name: null, phone: '+420 603 118 714' } };
  await page.route('**/api/sos', (route) => route.fulfill({ json: [alert] }));
  // A fresh visit: nobody has clicked the page yet, whatever the test browser reports.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'userActivation', {
      get: () => ({ hasBeenActive: false, isActive: false }),
    }),
  );
  await page.goto('/admin/drivers');
  // A phone has no room for the hint's line: it is the mute button's description there.
  await expect(page.getByRole('button', { name: 'Ztlumit alarm' })).toHaveAccessibleDescription(SOUND_HINT);
  if (!isMobile) {
    await expect(page.getByText(SOUND_HINT)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Odebrat řidiče' }).first().click();
  const toast = page.getByRole('status').filter({ hasText: 'přestane být řidičem.' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Zpět' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Akce byla vrácena.' })).toBeVisible();
});

/** How many of the first `count` characters of each element's text can be seen inside its own box. */
function visibleCharacters(element: Element, count: number): { text: string; visible: number } {
  const text = element.textContent ?? '';
  const box = element.getBoundingClientRect();
  const characters: [Text, number][] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    for (let offset = 0; offset < node.data.length; offset += 1) {
      characters.push([node, offset]);
    }
  }
  const range = document.createRange();
  let visible = 0;
  for (const [node, offset] of characters.slice(0, count)) {
    range.setStart(node, offset);
    range.setEnd(node, offset + 1);
    const rect = range.getBoundingClientRect();
    // Cut off by an ellipsis (right) or a line clamp (below): outside the element's box.
    const inside =
      rect.left >= box.left - 0.5 &&
      rect.right <= box.right + 0.5 &&
      rect.top >= box.top - 0.5 &&
      rect.bottom <= box.bottom + 0.5;
    visible += Number(inside);
  }
  return { text, visible };
}

test(
  'with the order detail open at 1280×800 the table still tells rides apart',
  oneSize,
  async ({ page }, info) => {
    const orders = await api.orders(page);
    const newest = orders.reduce((a, b) =>
      Date.parse(b.ride.createdAt) > Date.parse(a.ride.createdAt) ? b : a,
    );
    await page.goto(`/admin/orders/${newest.id_order}`);
    const panel = page.getByRole('dialog', { name: `Objednávka č. ${newest.id_order}` });
    await expect(panel).toBeVisible();
    const list = page.getByRole('region', { name: 'Seznam objednávek' });
    const rows = list.locator('tbody tr[data-order-number]');
    await expect(rows.first()).toBeVisible();
    await page.screenshot({ path: info.outputPath('orders-detail-open-1280.png') });

    // Nothing to scroll sideways, and the panel lies beside the table, not over it.
    const [scrollWidth, clientWidth] = await list.evaluate((box) => [box.scrollWidth, box.clientWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const listBox = (await list.boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(panelBox.x);
    const headers = plain(await list.locator('thead').innerText());
    for (const column of ['Datum', 'Odkud', 'Kam', 'Stav', 'Řidič']) {
      expect(headers).toContain(column);
    }
    for (const header of await list.locator('thead th').all()) {
      const box = (await header.boundingBox())!;
      expect(box.x + box.width, await header.innerText()).toBeLessThanOrEqual(
        listBox.x + listBox.width + 0.5,
      );
    }

    const headerTexts = (await list.locator('thead th').allInnerTexts()).map(plain);
    const column = (name: string) => headerTexts.findIndex((text) => text.includes(name));
    for (const row of (await rows.all()).slice(0, 6)) {
      const number = row.getByRole('link', { name: /^Objednávka č\. \d+, podrobnosti$/ });
      await expect(number).toBeVisible();
      await expect(row.locator('td').first()).toContainText(/\d{1,2}:\d{2} · č\. \d+/);
      await expect(row.locator('td').nth(column('Stav')).locator('[data-status]')).toBeVisible();
      for (const place of ['Odkud', 'Kam']) {
        const cell = row.locator('td').nth(column(place)).locator('[title]');
        const { text, visible } = await cell.evaluate(visibleCharacters, 30);
        expect(visible, `${place} "${text}": ${visible} characters visible`).toBeGreaterThanOrEqual(
          Math.min(30, text.trim().length),
        );
      }
    }
  },
);
