import { expect, type Page, test } from '@playwright/test';
import { markPosterSeen, waitForHydration, waitForIsland, watchErrors } from './support';
import { oneSize } from '../one-size';

const SUCCESS = 'Email byl úspěšně odeslán. Děkujeme!';
const FAILURE = 'Email se nepodařilo odeslat. Zkuste to prosím později.';

test.beforeEach(async ({ page }) => {
  await markPosterSeen(page);
  await page.goto('/#contact');
  await waitForHydration(page);
  await waitForIsland(page, 'contact-form');
});

const form = (page: Page) => page.locator('#contact form');

async function fill(page: Page, values: { name: string; email: string; subject: string; message: string }) {
  await form(page).getByLabel('Jméno').fill(values.name);
  await form(page).getByLabel('E-mail').fill(values.email);
  await form(page).getByLabel('Předmět').fill(values.subject);
  await form(page).getByLabel('Zpráva').fill(values.message);
}

const message = {
  name: 'Jana Nováková',
  email: 'jana@example.cz',
  subject: 'Jízda na nádraží',
  message: 'Dobrý den, potřebuji ve čtvrtek v 6:15 odvézt na vlak. Děkuji.',
};

test('every field is required and the e-mail must be an address', oneSize, async ({ page }) => {
  let posted = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/admins/sendWebEmail')) {
      posted = true;
    }
  });
  await form(page).getByRole('button', { name: 'Odeslat zprávu' }).click();
  for (const label of ['Jméno', 'E-mail', 'Předmět', 'Zpráva']) {
    await expect(form(page).getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByLabel(label)).toHaveAttribute('required', '');
  }
  await expect(form(page).getByLabel('Jméno')).toBeFocused();

  await fill(page, { ...message, email: 'jana@' });
  await form(page).getByRole('button', { name: 'Odeslat zprávu' }).click();
  await expect(form(page).getByText('Zadejte e-mail ve tvaru jmeno@domena.cz.')).toBeVisible();
  await expect(form(page).getByLabel('E-mail')).toBeFocused();
  await expect(form(page).getByLabel('Jméno')).not.toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);
});

test('a valid message is posted, the success alert shows and the form clears', oneSize, async ({ page }) => {
  await fill(page, message);
  const posted = page.waitForRequest('**/api/admins/sendWebEmail');
  await form(page).getByRole('button', { name: 'Odeslat zprávu' }).click();
  expect((await posted).postDataJSON()).toEqual(message);
  await expect(form(page).getByRole('alert')).toHaveText(SUCCESS);
  await expect(form(page).getByLabel('Jméno')).toHaveValue('');
  await expect(form(page).getByLabel('Zpráva')).toHaveValue('');
});

test(
  'while sending the button is disabled; on failure the alert shows and nothing typed is lost',
  oneSize,
  async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The embedded mock cannot be stopped from the page: the upstream failure is played here.
    await page.route('**/api/admins/sendWebEmail', async (route) => {
      await held;
      await route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Služba je dočasně nedostupná.' }),
      });
    });
    await fill(page, message);
    await form(page).getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(form(page).getByRole('button', { name: 'Odesílám…' })).toBeDisabled();
    release();
    await expect(form(page).getByRole('alert')).toHaveText(FAILURE);
    await expect(form(page).getByRole('button', { name: 'Odeslat zprávu' })).toBeEnabled();
    await expect(form(page).getByLabel('Jméno')).toHaveValue(message.name);
    await expect(form(page).getByLabel('E-mail')).toHaveValue(message.email);
    await expect(form(page).getByLabel('Předmět')).toHaveValue(message.subject);
    await expect(form(page).getByLabel('Zpráva')).toHaveValue(message.message);
  },
);

test('a network failure gives the same alert', oneSize, async ({ page }) => {
  await page.route('**/api/admins/sendWebEmail', (route) => route.abort('connectionrefused'));
  await fill(page, message);
  await form(page).getByRole('button', { name: 'Odeslat zprávu' }).click();
  await expect(form(page).getByRole('alert')).toHaveText(FAILURE);
  await expect(form(page).getByLabel('Zpráva')).toHaveValue(message.message);
});

test('on the static landing page the form alone hydrates, without errors', oneSize, async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await waitForIsland(page, 'contact-form');
  await form(page).getByRole('button', { name: 'Odeslat zprávu' }).click();
  await expect(form(page).getByLabel('Jméno')).toHaveAttribute('aria-invalid', 'true');
  expect(errors).toEqual([]);
});
