import { expect, test } from '@playwright/test';
import { markPosterSeen, waitForHydration } from './support';
import { oneSize } from '../one-size';

test.describe('poster popup', () => {
  test('shows at first, keeps focus inside and closes with Escape for good', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const popup = page.getByRole('dialog', { name: 'Plakát s aktuální nabídkou' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('img')).toHaveAttribute('alt', /Plakát Taxi Litoměřice/);
    const close = popup.getByRole('button', { name: 'Zavřít plakát' });
    await expect(close).toBeFocused();
    // Modal: the page behind cannot be reached with Tab.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(
        await popup.evaluate(
          (dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('popupSeen'))).not.toBeNull();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('html')).toHaveClass(/poster-seen/);
  });

  test('is 400 px wide on a wide screen and closes with its button', async ({ page, isMobile }) => {
    await page.goto('/');
    await waitForHydration(page);
    const popup = page.getByRole('dialog', { name: 'Plakát s aktuální nabídkou' });
    const box = await popup.boundingBox();
    if (isMobile) {
      expect(box!.width).toBeLessThanOrEqual(400);
    } else {
      expect(box!.width).toBe(400);
    }
    await popup.getByRole('button', { name: 'Zavřít plakát' }).click();
    await expect(popup).toBeHidden();
    await page.goto('/galerie');
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('content', () => {
  test.beforeEach(async ({ page }) => {
    await markPosterSeen(page);
    await page.goto('/');
  });

  test('hero: the 50 Kč home-town offer, up to 8 persons and a phone link', oneSize, async ({ page }) => {
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByText('Rozvoz po městě za 50 Kč, až 8 osob.')).toBeVisible();
    await expect(hero.getByRole('link', { name: /Zavolat \+420 777 050 050/ })).toHaveAttribute(
      'href',
      'tel:+420777050050',
    );
  });

  test('the app-being-rebuilt banner looks forward to the new year', oneSize, async ({ page }) => {
    const banner = page.getByRole('main').getByRole('note');
    await expect(banner).toContainText('Aplikace je dočasně nedostupná');
    await expect(banner).toContainText('Těšíme se na vás v novém roce!');
  });

  test('three benefit boxes: price, comfort, professional drivers', oneSize, async ({ page }) => {
    for (const title of ['Cena', 'Pohodlí', 'Profesionální řidiči']) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
  });

  test('pricing says prices are in the cars and links to reviews', oneSize, async ({ page }) => {
    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('heading', { level: 2 })).toHaveText('Ceny najdete přímo ve vozech');
    await expect(pricing.getByText('50 Kč', { exact: false }).first()).toBeVisible();
    const reviews = pricing.getByRole('link', { name: /Recenze na Googlu/ });
    await expect(reviews).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps/);
    await expect(reviews).toHaveAttribute('target', '_blank');
  });

  test('about and application sections', oneSize, async ({ page }) => {
    await expect(page.locator('#about').getByRole('heading', { level: 2 })).toBeVisible();
    const app = page.locator('#services');
    for (const feature of [
      'Objednávka jízdy',
      'Odhad ceny',
      'Hotově, kartou i bezkontaktně',
      'Taxi živě na mapě',
    ]) {
      await expect(app.getByRole('heading', { level: 3, name: feature })).toBeAttached();
    }
  });

  test('contact: address, e-mail, phone and the exact opening hours', oneSize, async ({ page }) => {
    const contact = page.locator('#contact');
    await expect(contact).toContainText('Dlouhá 42');
    await expect(contact).toContainText('412 01 Litoměřice');
    await expect(contact.getByRole('link', { name: 'info@taxi-litomerice.cz' })).toHaveAttribute(
      'href',
      'mailto:info@taxi-litomerice.cz',
    );
    await expect(contact.getByRole('link', { name: '+420 777 050 050' })).toHaveAttribute(
      'href',
      'tel:+420777050050',
    );
    await expect(contact.getByRole('listitem')).toHaveText([
      'Po–Čt 7:00–22:00',
      'Pá 7:00 – So 5:00',
      'So 20:00 – Ne 5:00',
    ]);
  });

  test(
    'the footer links the legal and social pages, warns about the app, credits the agency',
    oneSize,
    async ({ page }) => {
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Zásady ochrany osobních údajů' })).toHaveAttribute(
        'href',
        '/privacy-policy',
      );
      await expect(footer.getByRole('link', { name: 'Obchodní podmínky' })).toHaveAttribute(
        'href',
        '/terms-and-conditions',
      );
      await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com/);
      await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', /instagram\.com/);
      await expect(footer.getByRole('note')).toContainText('Aplikace je dočasně nedostupná');
      await expect(footer).toContainText('© 2023 Taxi Litoměřice');
      await expect(footer).toContainText('Web vytvořila agentura');
    },
  );

  test('the scroll-to-top link appears further down and brings the visitor back', async ({ page }) => {
    await waitForHydration(page);
    const toTop = page.getByRole('link', { name: 'Zpět nahoru' });
    await expect(toTop).toBeHidden();
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('reveal animations', () => {
  test('last 1000 ms after a 200 ms delay as blocks scroll into view', oneSize, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await markPosterSeen(page);
    await page.goto('/');
    await waitForHydration(page);
    const box = page.locator('#contact [data-reveal]').first();
    await expect(box).toHaveAttribute('data-reveal-state', 'pending');
    await expect(box).toHaveCSS('opacity', '0');
    await box.scrollIntoViewIfNeeded();
    await expect(box).toHaveAttribute('data-reveal-state', 'shown');
    await expect(box).toHaveCSS('transition-duration', '1s, 1s');
    await expect(box).toHaveCSS('transition-delay', '0.2s, 0.2s');
    await expect(box).toHaveCSS('opacity', '1');
  });

  test('do not run under prefers-reduced-motion', oneSize, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await markPosterSeen(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('[data-reveal-state]')).toHaveCount(0);
    await expect(page.locator('#contact [data-reveal]').first()).toHaveCSS('opacity', '1');
  });
});
