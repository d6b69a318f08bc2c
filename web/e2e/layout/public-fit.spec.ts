import { expect, test } from '@playwright/test';
import { markPosterSeen, waitForHydration, waitForIsland } from '../public/support';
import { type Box, overlap } from './fit';

test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
  await markPosterSeen(page);
});

const backToTop = (page: import('@playwright/test').Page) => page.getByRole('link', { name: 'Zpět nahoru' });

/**
 * The back-to-top link's box while it shows (a fade counts) and the element's, read in one step:
 * once hidden, the link leaves the accessibility tree, so a role locator asked for its box after
 * seeing it visible would wait for it forever. Null while the link is hidden.
 */
function boxesWhileButtonShows(element: Element): { button: Box; element: Box } | null {
  const link = document.querySelector('a[aria-label="Zpět nahoru"]');
  const style = link && getComputedStyle(link);
  if (!link || !style || style.visibility === 'hidden' || Number(style.opacity) === 0) {
    return null;
  }
  const box = ({ x, y, width, height }: DOMRect): Box => ({ x, y, width, height });
  return { button: box(link.getBoundingClientRect()), element: box(element.getBoundingClientRect()) };
}

test('the back-to-top button covers neither the end of the page nor the contact form answer', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(backToTop(page)).toBeVisible();
  const button = (await backToTop(page).boundingBox())!;
  // At the very end nothing readable is under the button (the footer keeps room for it).
  for (const text of await page
    .getByRole('contentinfo')
    .locator('p, a:not([aria-label="Zpět nahoru"])')
    .all()) {
    const box = await text.boundingBox();
    if (box && box.width > 0 && (await text.isVisible())) {
      expect(overlap(button, box), await text.innerText()).toBe(false);
    }
  }

  // The contact form's answer is never under the button: it steps aside while the answer is there.
  const form = page.locator('#contact form');
  await waitForIsland(page, 'contact-form');
  await form.getByLabel('Jméno').fill('Jana Nováková');
  await form.getByLabel('E-mail').fill('jana@example.cz');
  await form.getByLabel('Předmět').fill('Jízda na nádraží');
  await form.getByLabel('Zpráva').fill('Dobrý den, potřebuji ve čtvrtek v 6:15 odvézt na vlak.');
  await form.getByRole('button', { name: 'Odeslat zprávu' }).click();
  const answer = form.getByRole('alert');
  await expect(answer).toBeVisible();
  for (const offset of [0, 120, 240]) {
    // Scroll so the answer sits at the bottom right, where the button floats.
    await answer.evaluate((element, by) => {
      const box = element.getBoundingClientRect();
      window.scrollBy(0, box.bottom - window.innerHeight + 40 - by);
    }, offset);
    await expect
      .poll(async () => {
        const boxes = await answer.evaluate(boxesWhileButtonShows);
        return boxes !== null && overlap(boxes.button, boxes.element);
      })
      .toBe(false);
  }
});
