import { expect, test } from '../admin-shell/support';
import { waitForHydration } from '../public/support';

test('the terms name the company without a double full stop', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await waitForHydration(page);
  const text = await page.getByRole('main').innerText();
  expect(text).toContain('Taxi Litoměřice s.r.o.');
  expect(text).not.toContain('s.r.o..');
});

test('the gallery calls its pictures what they are', async ({ page }) => {
  await page.goto('/galerie');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main).toContainText('Ilustrace našich vozů');
  await expect(main).not.toContainText(/fotografi/i);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Ilustrace /);
  await main.getByRole('button', { name: /^Obrázek 1: / }).click();
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText('Obrázek 1 z 19');
});

test('the year chart names the chosen month in lower case mid-sentence', async ({ page }) => {
  await page.goto('/admin/monthly-table');
  const caption = page.getByText(/^Příjmy a položky za každý měsíc roku \d{4}; zvýrazněný měsíc: /);
  await expect(caption).toHaveText(
    /zvýrazněný měsíc: (leden|únor|březen|duben|květen|červen|červenec|srpen|září|říjen|listopad|prosinec)\.$/,
  );
});
