import type { Page } from '@playwright/test';
import type { MapConfig } from '@taxi/contracts';
import { expect, getJson, test } from '../admin-shell/support';
import { field, pickWithKeyboard } from './create-order-support';
import { oneSize } from '../one-size';

// With a Google browser key the create-order map is Google's. When Google's script does not load
// (offline, blocked) or refuses the key (bad key, quota), the map falls back to Leaflet's built-in
// schema with the same notice as when tiles fail. The gateway here routes in mock mode, so the key
// is given to the page by rewriting /api/geo/config, and the page's CSP (which admits Google's
// script only when the gateway is configured for Google) is bypassed for that.

const NOTICE = 'Mapové podklady nejsou dostupné – zobrazeno zjednodušené schéma';
const GOOGLE_SCRIPT = /^https:\/\/maps\.googleapis\.com\//;

test.use({ bypassCSP: true });

async function configureGoogle(page: Page) {
  const config = await getJson<MapConfig>(page, '/api/geo/config');
  await page.route('**/api/geo/config', (route) =>
    route.fulfill({ json: { ...config, googleBrowserKey: 'browser-key-for-tests' } }),
  );
}

async function expectSchemaRoute(page: Page) {
  const map = page.getByRole('region', { name: /^Mapa trasy/ });
  await expect(map.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
  await expect(map.getByText('Lovosice', { exact: true })).toBeVisible();
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);
  // The order is taken as usual on the schema: pins and route drawn.
  await expect(field.from(page)).toBeFocused();
  await pickWithKeyboard(page, 'Mírové', /Mírové náměstí/);
  await field.to(page).focus();
  await pickWithKeyboard(page, 'Terezín', /^Terezín/);
  await expect(map.locator('.route-pin--pickup, .route-pin--destination')).toHaveText(['A', 'B']);
  await expect(map.getByText('Litoměřice', { exact: true })).toBeVisible();
}

test(
  "Google's script not loading (offline): the create-order map draws the schema with the notice",
  oneSize,
  async ({ page }) => {
    await configureGoogle(page);
    const asked: string[] = [];
    await page.route(GOOGLE_SCRIPT, (route) => {
      asked.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.goto('/admin/orders/create');
    await expectSchemaRoute(page);
    expect(asked.length, "the page tried Google's script").toBeGreaterThan(0);
    expect(asked.every((url) => url.includes('key=browser-key-for-tests'))).toBe(true);
  },
);

test(
  'Google refusing the key (gm_authFailure): the schema replaces the broken map, also on the next visit',
  oneSize,
  async ({ page }) => {
    await configureGoogle(page);
    // What Google's script does with a bad key or an exhausted quota: it loads and calls the page's hook.
    await page.route(GOOGLE_SCRIPT, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'setTimeout(() => window.gm_authFailure && window.gm_authFailure(), 50);',
      }),
    );
    await page.goto('/admin/orders/create');
    await expectSchemaRoute(page);

    // Within the same page the failure holds: back on the form, the schema shows at once.
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) {
      await menu.click();
    }
    await page
      .getByRole('navigation', { name: 'Administrace' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goBack();
    const map = page.getByRole('region', { name: /^Mapa trasy/ });
    await expect(map.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
  },
);
