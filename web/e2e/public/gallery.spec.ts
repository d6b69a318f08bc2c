import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';
import { oneSize } from '../one-size';

test.beforeEach(async ({ page }) => {
  await page.goto('/galerie');
  await waitForHydration(page);
});

test('19 photos numbered 1 to 19, sized and described in Czech', oneSize, async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Galerie');
  const tiles = page.getByRole('main').getByRole('listitem');
  await expect(tiles).toHaveCount(19);
  for (let n = 1; n <= 19; n++) {
    const tile = tiles.nth(n - 1);
    await expect(tile.getByRole('button')).toHaveAccessibleName(new RegExp(`^Obrázek ${n}: `));
    await expect(tile.locator('[aria-hidden]').first()).toHaveText(String(n));
    const image = tile.locator('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '480');
    await expect(image).toHaveAttribute('height', '360');
    await expect(image).toHaveAttribute('alt', /\p{L}{3,}/u);
    await expect(tile.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif/);
    await expect(tile.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp/);
  }
});

// On a wide screen the whole gallery lies within the distance a browser loads ahead; stacked in one
// column on a phone, the last photos lie well beyond it.
test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the photos stack in one column');

  test('photos load lazily as they scroll into view', async ({ page }) => {
    const loaded = (n: number) =>
      page.evaluate(
        (name) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(name)),
        `/gallery/${n}-`,
      );
    // A lazy image in view starts loading when the browser lays it out, not necessarily before this line.
    await expect.poll(() => loaded(1)).toBe(true);
    expect(await loaded(19)).toBe(false);
    const last = page.getByRole('main').getByRole('listitem').last().locator('img');
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect.poll(() => loaded(19)).toBe(true);
    // Chromium knows AVIF, the smallest of the three formats, and decodes what the server sends as it.
    expect(await last.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/gallery\/19-\w+\.avif$/,
    );
  });
});

test('the grid has 1, 2 or 3 columns by width', async ({ page }) => {
  const columns = () =>
    page.evaluate(() => {
      const items = [...document.querySelectorAll('main li')];
      const top = items[0]?.getBoundingClientRect().top ?? 0;
      return items.filter((item) => Math.abs(item.getBoundingClientRect().top - top) < 2).length;
    });
  for (const [width, expected] of [
    [400, 1],
    [640, 2],
    [900, 3],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(columns).toBe(expected);
  }
});

test('a photo opens large; arrows move, Escape closes', async ({ page }) => {
  const opener = page.getByRole('button', { name: /^Obrázek 2: / });
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText('Obrázek 2 z 19');
  const image = dialog.locator('img');
  await expect(image).toHaveAttribute('src', '/images/gallery/2-lg.jpg');
  await expect(image).toHaveAttribute('width', '1440');

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('heading')).toHaveText('Obrázek 3 z 19');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('heading')).toHaveText('Obrázek 1 z 19');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('heading')).toHaveText('Obrázek 19 z 19');
  await dialog.getByRole('button', { name: 'Další obrázek' }).click();
  await expect(dialog.getByRole('heading')).toHaveText('Obrázek 1 z 19');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
