import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../axe';
import { expectNotClipped } from '../layout/fit';
import { oneSize } from '../one-size';
import { markPosterSeen, waitForHydration, waitForIsland } from './support';

const BASE_URL = 'https://www.taxi-litomerice.cz';

/** Every public page in German and English, with its first heading. */
const PAGES = {
  de: [
    { path: '/de/', heading: 'Taxi Litoměřice' },
    { path: '/de/galerie', heading: 'Galerie' },
    { path: '/de/datenschutz', heading: 'Datenschutz\u00aderklärung' },
    { path: '/de/nutzungsbedingungen', heading: 'Nutzungs\u00adbedingungen' },
    { path: '/de/konto-loeschen', heading: 'Konto löschen' },
    { path: '/de/bestellen', heading: 'Taxi bestellen' },
    // Without its link's token the status page says the link does not work.
    { path: '/de/bestellung/status', heading: 'Ihre Fahrt' },
  ],
  en: [
    { path: '/en/', heading: 'Taxi Litoměřice' },
    { path: '/en/gallery', heading: 'Gallery' },
    { path: '/en/privacy-policy', heading: 'Privacy policy' },
    { path: '/en/terms-and-conditions', heading: 'Terms and conditions' },
    { path: '/en/delete-account', heading: 'Delete your account' },
    { path: '/en/order', heading: 'Book a taxi' },
    { path: '/en/order/status', heading: 'Your ride' },
  ],
} as const;

/** The switcher: in the header on a wide screen, in the menu's panel on a phone. */
async function switchTo(page: Page, name: 'CS' | 'DE' | 'EN') {
  const toggle = page.getByRole('button', { name: /^(Menu|Menü)$/ });
  if (await toggle.isVisible()) {
    await toggle.click();
  }
  await page.getByRole('link', { name: new RegExp(`^${name} – `) }).click();
}

test.beforeEach(async ({ page }) => {
  await markPosterSeen(page);
});

for (const [locale, pages] of Object.entries(PAGES)) {
  test(`every public page opens in ${locale === 'de' ? 'German' : 'English'}, nothing wider than the screen`, async ({
    page,
  }) => {
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // A long compound word breaks inside its heading instead of running past the screen's edge.
      await expectNotClipped(page.getByRole('heading', { level: 1 }));
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(
        true,
      );
    }
  });
}

test('the switcher takes the visitor to the same section in the other language, and back', async ({
  page,
}) => {
  await page.goto('/#pricing');
  await waitForHydration(page);
  await switchTo(page, 'DE');
  await expect(page).toHaveURL(/\/de\/#pricing$/);
  await expect(
    page.getByRole('heading', { name: 'Unsere Preise hängen in jedem Wagen aus' }),
  ).toBeInViewport();

  await page.goto('/de/datenschutz');
  await page.getByRole('navigation', { name: 'Inhalt' }).getByRole('link', { name: 'Cookies' }).click();
  await switchTo(page, 'EN');
  await expect(page).toHaveURL(/\/en\/privacy-policy#cookies$/);
  await expect(page.getByRole('heading', { name: '5. Cookies' })).toBeInViewport();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await switchTo(page, 'CS');
  await expect(page).toHaveURL(/\/privacy-policy#cookies$/);
  await expect(page.getByRole('heading', { name: '5. Soubory cookies' })).toBeInViewport();
});

test.describe('a browser that prefers German', () => {
  test.use({ locale: 'de-DE' });

  test(
    'is offered the German page once, without a redirect, and the choice is remembered',
    oneSize,
    async ({ page }) => {
      await page.goto('/galerie');
      await expect(page).toHaveURL(/\/galerie$/);
      const hint = page.getByRole('complementary', { name: 'Sprache der Seite' });
      await expect(hint).toContainText('Diese Seite gibt es auch auf Deutsch.');
      await hint.getByRole('button', { name: 'Nein, danke' }).click();
      await expect(hint).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Galerie');
      await expect(hint).toBeHidden();

      await page.evaluate(() => localStorage.removeItem('languageChoice'));
      await page.goto('/');
      await hint.getByRole('link', { name: 'Auf Deutsch lesen' }).click();
      await expect(page).toHaveURL(/\/de\/$/);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(hint).toBeHidden();
    },
  );
});

test('search engines and share previews see each language', oneSize, async ({ page, request }) => {
  await page.goto('/en/gallery');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BASE_URL}/en/gallery`);
  for (const [hreflang, path] of [
    ['cs', '/galerie'],
    ['de', '/de/galerie'],
    ['en', '/en/gallery'],
    ['x-default', '/galerie'],
  ]) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
      'href',
      `${BASE_URL}${path}`,
    );
  }
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${BASE_URL}/images/og-image-en.jpg`,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Gallery – Taxi Litoměřice',
  );

  await page.goto('/de/');
  const business = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(business.url).toBe(`${BASE_URL}/de/`);
  expect(business.description).toContain('Leitmeritz');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${BASE_URL}/de/datenschutz</loc>`);
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="en" href="${BASE_URL}/en/privacy-policy"/>`,
  );

  const missing = await page.goto('/de/gibt-es-nicht');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de/');
});

test(
  'the German contact form speaks German, also when it loads after the page',
  oneSize,
  async ({ page }) => {
    await page.goto('/de/#contact');
    await waitForIsland(page, 'contact-form');
    const form = page.locator('#contact form');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(form.getByText('Bitte geben Sie Ihren Namen ein.')).toBeVisible();
    await form.getByLabel('Name').fill('Anna Schmidt');
    await form.getByLabel('E-Mail').fill('anna@example.de');
    await form.getByLabel('Betreff').fill('Fahrt nach Terezín');
    await form.getByLabel('Nachricht').fill('Guten Tag, wir sind vier Personen und kommen am Samstag an.');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(form.getByRole('alert')).toHaveText('Ihre Nachricht wurde gesendet. Vielen Dank!');
  },
);

for (const [locale, pages] of Object.entries(PAGES)) {
  test(
    `axe finds nothing on the ${locale === 'de' ? 'German' : 'English'} pages`,
    oneSize,
    async ({ page }) => {
      test.setTimeout(90_000);
      for (const { path } of pages) {
        await page.goto(path);
        await waitForHydration(page);
        const violations = await axeViolations(page);
        expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
      }
    },
  );
}
