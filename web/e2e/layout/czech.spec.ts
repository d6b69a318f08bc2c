import { api, expect, test } from '../admin-shell/support';
import { waitForHydration } from '../public/support';
import { oneSize } from '../one-size';

test('the terms name the company without a double full stop', oneSize, async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await waitForHydration(page);
  const text = await page.getByRole('main').innerText();
  expect(text).toContain('Taxi Litoměřice s.r.o.');
  expect(text).not.toContain('s.r.o..');
});

test('the gallery calls its pictures what they are', oneSize, async ({ page }) => {
  await page.goto('/galerie');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main).toContainText('Ilustrace našich vozů');
  await expect(main).not.toContainText(/fotografi/i);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Ilustrace /);
  await main.getByRole('button', { name: /^Obrázek 1: / }).click();
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText('Obrázek 1 z 19');
});

test('the year chart names the chosen month in lower case mid-sentence', oneSize, async ({ page }) => {
  await page.goto('/admin/monthly-table');
  const caption = page.getByText(/^Příjmy a položky za každý měsíc roku \d{4}; zvýrazněný měsíc: /);
  await expect(caption).toHaveText(
    /zvýrazněný měsíc: (leden|únor|březen|duben|květen|červen|červenec|srpen|září|říjen|listopad|prosinec)\.$/,
  );
});

// English words a Czech admin must never show: what a developer's placeholder or a library's default
// leaves behind. The spec's own English names (the "Admin panel" title, "Dashboard", "Blacklist",
// "VIP", "YTD", "Email") are no such words.
const ENGLISH_WORDS = [
  'error',
  'loading',
  'submit',
  'cancel',
  'delete',
  'remove',
  'save',
  'search',
  'close',
  'edit',
  'update',
  'send',
  'retry',
  'back',
  'next',
  'previous',
  'zoom',
  'show',
  'hide',
  'more',
  'select',
  'none',
  'unknown',
  'invalid',
  'failed',
  'undefined',
  'null',
  'NaN',
  'true',
  'false',
  'contributors',
  'interactive',
  'library',
];

const ADMIN_SCREENS = [
  '/admin/dashboard',
  '/admin/orders',
  '/admin/orders/create',
  '/admin/map',
  '/admin/customers',
  '/admin/blacklist',
  '/admin/admins',
  '/admin/vip',
  '/admin/notifications',
  '/admin/drivers',
  '/admin/history-login',
  '/admin/monthly-table',
  '/admin/prehledy',
  '/admin/predani-smeny',
  '/admin/status',
];

/** Each English word on the page: in the visible text, or in a label, title, placeholder or value. */
function englishWordsOnPage(words: string[]): string[] {
  // Whole words only, by letters of any script ("Administrátoři" holds no "to").
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const found: string[] = [];
  const look = (where: string, text: string) => {
    for (const match of text.matchAll(pattern)) {
      const around = text.slice(Math.max(0, match.index - 25), match.index + match[0].length + 25);
      found.push(`"${match[0]}" in ${where}: …${around.replace(/\s+/g, ' ')}…`);
    }
  };
  look('the text', document.body.innerText);
  const attributes = [
    'aria-label',
    'aria-description',
    'aria-roledescription',
    'title',
    'placeholder',
    'alt',
  ];
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of attributes) {
      const value = element.getAttribute(attribute);
      if (value) {
        look(`${element.tagName.toLowerCase()}[${attribute}]`, value);
      }
    }
    if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)) {
      look('input[value]', element.value);
    }
  }
  return found;
}

test('every admin screen speaks Czech: no English word in its text, labels or titles', async ({ page }) => {
  test.setTimeout(90_000);
  const orders = await api.orders(page);
  const screens = [...ADMIN_SCREENS, `/admin/orders/${orders[0]!.id_order}`];
  const found: string[] = [];
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.getByRole('main')).toBeVisible();
    // Everything loaded: no skeleton, nothing busy.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByText(/^Načítám/)).toHaveCount(0, { timeout: 10_000 });
    found.push(
      ...(await page.evaluate(englishWordsOnPage, ENGLISH_WORDS)).map((word) => `${screen}: ${word}`),
    );
  }
  expect(found).toEqual([]);
});

test('the word list finds what it is for', oneSize, async ({ page }) => {
  await page.goto('/admin/vip');
  await expect(page.getByRole('main')).toBeVisible();
  await page.evaluate(() => {
    const probe = document.createElement('p');
    probe.textContent = 'Loading… Chyba: undefined';
    const button = document.createElement('button');
    button.setAttribute('aria-label', 'Zoom in');
    document.querySelector('main')!.append(probe, button);
  });
  const found = await page.evaluate(englishWordsOnPage, ENGLISH_WORDS);
  expect(found.map((entry) => entry.split(' in ')[0])).toEqual(['"Loading"', '"undefined"', '"Zoom"']);
});
