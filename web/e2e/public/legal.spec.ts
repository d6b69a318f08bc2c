import { expect, test } from '@playwright/test';
import { oneSize } from '../one-size';

test(
  'the privacy policy covers every topic, effective 9 August 2023, minimum age 13',
  oneSize,
  async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zásady ochrany osobních údajů');
    await expect(page.locator('time')).toHaveAttribute('datetime', '2023-08-09');
    await expect(page.locator('time')).toHaveText('9. srpna 2023');
    await expect(page.getByRole('main')).toContainText('Android');
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    for (const topic of [
      'Shromažďování a používání informací',
      'Služby třetích stran',
      'Údaje protokolu',
      'Soubory cookies',
      'Poskytovatelé služeb',
      'Zabezpečení',
      'Odkazy na jiné stránky',
      'Ochrana soukromí dětí mladších 13 let',
      'Změny těchto zásad',
      'Kontaktujte nás',
    ]) {
      await expect(headings.filter({ hasText: topic })).toHaveCount(1);
    }
    await expect(page.getByRole('main')).toContainText('Naše služby nejsou určeny osobám mladším 13 let');
  },
);

test('the terms cover every topic, effective 9 August 2023', oneSize, async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obchodní podmínky');
  await expect(page.locator('time')).toHaveAttribute('datetime', '2023-08-09');
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  for (const topic of [
    'Duševní vlastnictví',
    'Změny aplikace a poplatky',
    'Zabezpečení zařízení',
    'Podmínky třetích stran',
    'Připojení k internetu a náklady na data',
    'Baterie',
    'Odpovědnost',
    'Aktualizace a ukončení aplikace',
  ]) {
    await expect(headings.filter({ hasText: topic })).toHaveCount(1);
  }
  await expect(page.getByRole('main')).toContainText('Android');
});

test('the delete-request page is one sentence with the support e-mail', oneSize, async ({ page }) => {
  await page.goto('/delete-request');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Žádost o smazání účtu');
  const sentence = page.getByRole('main').locator('p');
  await expect(sentence).toHaveCount(1);
  await expect(sentence).toContainText('napište prosím naší podpoře na e-mail podpora@taxi-litomerice.cz.');
  await expect(sentence.getByRole('link')).toHaveAttribute('href', /^mailto:podpora@taxi-litomerice\.cz/);
});

test('an unknown path shows the Czech 404 page', oneSize, async ({ page }) => {
  await page.goto('/tahle-stranka-neexistuje');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka nenalezena');
  await expect(page).toHaveTitle('Stránka nenalezena – Taxi Litoměřice');
  await page.getByRole('link', { name: 'Na úvodní stránku' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the 404 page is prerendered and not indexed', oneSize, async ({ request }) => {
  const html = await (await request.get('/404.html')).text();
  expect(html).toContain('data-prerendered="404"');
  expect(html).toContain('Stránka nenalezena');
  expect(html).toContain('<meta name="robots" content="noindex" />');
});

test('an unknown path answers 404 with that page', oneSize, async ({ request }) => {
  const response = await request.get('/tahle-stranka-neexistuje');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('data-prerendered="404"');
});
