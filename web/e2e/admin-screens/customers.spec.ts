import { CUSTOMER_DELETE_PROMPT, displayName, foldText, userRole } from './domain';
import {
  api,
  columnHeaders,
  expect,
  expectAccessible,
  personRow,
  POOL_DIGITS,
  poolCustomer,
  sendNow,
  test,
  undoToast,
} from './fixtures';
import { oneSize } from '../one-size';

test.describe.configure({ mode: 'serial' });

test.describe('Zákazníci', () => {
  test(
    'lists every user with the spec columns; blacklisted rows are grey and say so',
    oneSize,
    async ({ page }) => {
      const users = await api.users(page);
      await page.goto('/admin/customers');
      const table = page.getByRole('table', { name: 'Zákazníci' });
      await expect(table.locator('tbody tr')).toHaveCount(users.length);
      expect(await columnHeaders(table)).toEqual(['#', 'Jméno', 'Telefon', 'Email', 'Jízdy', 'Akce']);

      const first = users[0]!;
      const firstRow = personRow(table, first.phone);
      await expect(firstRow).toContainText(displayName(first));
      await expect(firstRow.locator('td').nth(4)).toHaveText(String(first.rides));

      // Seeded blacklisted users no spec touches.
      const blacklisted = users.filter(
        (user) =>
          userRole(user.status) === 'blacklist' && !POOL_DIGITS.some((digit) => user.id % 10 === digit),
      );
      expect(blacklisted.length).toBeGreaterThan(0);
      for (const user of blacklisted) {
        const row = personRow(table, user.phone);
        await expect(row).toHaveAttribute('data-muted', '');
        await expect(row.getByText('Blacklist', { exact: true })).toBeVisible();
        await expect(row.getByRole('button', { name: 'Odebrat z blacklistu' })).toBeVisible();
        const background = await row
          .locator('td')
          .first()
          .evaluate((cell) => getComputedStyle(cell).backgroundColor);
        expect(background).toBe('rgb(233, 233, 230)');
      }
      const customer = users.find((user) => userRole(user.status) === 'customer')!;
      await expect(personRow(table, customer.phone)).not.toHaveAttribute('data-muted', '');
      await expectAccessible(page);
    },
  );

  test('searches names without case and diacritics, and phone digits', oneSize, async ({ page }) => {
    const users = await api.users(page);
    const accented = users.find((user) => /[čďěňřšťůžáéíóúý]/i.test(displayName(user)))!;
    const name = displayName(accented);
    await page.goto('/admin/customers');
    const table = page.getByRole('table', { name: 'Zákazníci' });
    const search = page.getByRole('searchbox', { name: 'Hledat' });

    await search.fill(foldText(name).toUpperCase());
    await expect(personRow(table, accented.phone)).toBeVisible();
    const expected = users.filter((user) => foldText(displayName(user)).includes(foldText(name)));
    await expect(table.locator('tbody tr')).toHaveCount(expected.length);
    await expect(page.getByText(`Zobrazeno ${expected.length} z ${users.length}`)).toBeVisible();

    // "777 123 456" style: the last six digits typed with a space.
    const digits = accented.phone.replace(/\D/g, '').slice(-6);
    await search.fill(`${digits.slice(0, 3)} ${digits.slice(3)}`);
    await expect(personRow(table, accented.phone)).toBeVisible();

    await search.fill('xyzzy nikdo');
    await expect(page.getByText('Žádní zákazníci neodpovídají hledání')).toBeVisible();
    await expect(table).toHaveCount(0);

    await search.fill('');
    await expect(table.locator('tbody tr')).toHaveCount(users.length);
  });

  test('adds a customer to the blacklist and removes them again', oneSize, async ({ page }) => {
    const customer = await poolCustomer(page, 2);
    const name = displayName(customer);
    await page.goto('/admin/customers');
    await page.getByRole('searchbox', { name: 'Hledat' }).fill(customer.phone.slice(-9));
    const row = personRow(page, customer.phone);

    await row.getByRole('button', { name: 'Na blacklist' }).click();
    // Nothing is sent during the undo window; the row waits, marked busy.
    await expect(undoToast(page, `Zákazník ${name} bude přidán na blacklist.`)).toBeVisible();
    await expect(row).toHaveAttribute('aria-busy', 'true');
    expect((await api.users(page)).find((user) => user.id === customer.id)?.status).toBeNull();
    await sendNow(page, `Zákazník ${name} bude přidán na blacklist.`);
    await expect(page.getByText(`Zákazník ${name} byl přidán na blacklist`)).toBeVisible();
    await expect(row).toHaveAttribute('data-muted', '');
    await expect(row.getByText('Blacklist', { exact: true })).toBeVisible();
    expect((await api.users(page)).find((user) => user.id === customer.id)?.status).toBe('blacklist');

    // Left alone, the action goes out by itself once its five seconds are over.
    await row.getByRole('button', { name: 'Odebrat z blacklistu' }).click();
    await expect(undoToast(page, `Zákazník ${name} bude odebrán z blacklistu.`)).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByText(`Zákazník ${name} byl odebrán z blacklistu`)).toBeVisible({
      timeout: 10_000,
    });
    await expect(row).not.toHaveAttribute('data-muted', '');
    await expect(row.getByRole('button', { name: 'Na blacklist' })).toBeVisible();
    expect((await api.users(page)).find((user) => user.id === customer.id)?.status).toBeNull();
  });

  test(
    'Zpět within five seconds keeps a customer off the blacklist and sends nothing',
    oneSize,
    async ({ page }) => {
      const customer = await poolCustomer(page, 2, 1);
      const name = displayName(customer);
      let sent = 0;
      page.on('request', (request) => {
        sent += Number(request.url().endsWith('/api/user/blacklistPhone'));
      });
      await page.clock.install();
      await page.goto('/admin/customers');
      await page.getByRole('searchbox', { name: 'Hledat' }).fill(customer.phone.slice(-9));
      const row = personRow(page, customer.phone);
      await expect(row).toBeVisible();
      // The page's time stands still from here: only runFor moves it, however slow the machine is.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

      await row.getByRole('button', { name: 'Na blacklist' }).click();
      const toast = undoToast(page, `Zákazník ${name} bude přidán na blacklist.`);
      await expect(toast).toBeVisible();
      await page.clock.runFor(4_900);
      await toast.getByRole('button', { name: 'Zpět' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Akce byla vrácena.' })).toBeVisible();
      await expect(row).not.toHaveAttribute('aria-busy', 'true');
      await page.clock.runFor(30_000);
      await expect(row.getByRole('button', { name: 'Na blacklist' })).toBeEnabled();
      expect(sent).toBe(0);
      expect((await api.users(page)).find((user) => user.id === customer.id)?.status).toBeNull();
    },
  );

  test('deletes a customer only after typing ano at the prompt', oneSize, async ({ page }) => {
    const customer = await poolCustomer(page, 3);
    const name = displayName(customer);
    await page.goto('/admin/customers');
    const row = personRow(page, customer.phone);
    await expect(row).toBeVisible();

    const dialog = page.getByRole('dialog', { name: `Smazat zákazníka ${name}` });
    const answer = dialog.getByRole('textbox', { name: CUSTOMER_DELETE_PROMPT });
    // "ne", nothing, or anything but "ano" cancels, like the spec's prompt.
    for (const typed of ['ne', '', 'ano ne']) {
      await row.getByRole('button', { name: 'Smazat zákazníka' }).click();
      await expect(answer).toBeFocused();
      await answer.fill(typed);
      await answer.press('Enter');
      await expect(dialog).toBeHidden();
    }
    await row.getByRole('button', { name: 'Smazat zákazníka' }).click();
    await dialog.getByRole('button', { name: 'Zrušit' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();
    expect((await api.users(page)).some((user) => user.id === customer.id)).toBe(true);

    await row.getByRole('button', { name: 'Smazat zákazníka' }).click();
    await expect(answer).toHaveAccessibleDescription('Napište „ano“; jiná odpověď akci zruší.');
    await answer.fill('  ANO ');
    await dialog.getByRole('button', { name: 'Potvrdit' }).click();
    await expect(page.getByText(`Zákazník ${name} byl smazán`)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await api.users(page)).some((user) => user.id === customer.id)).toBe(false);
  });

  test('on a phone each customer is a block with its actions in view', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'narrow layout only');
    const users = await api.users(page);
    await page.goto('/admin/customers');
    const row = personRow(page, users[0]!.phone);
    await expect(row.getByRole('button', { name: 'Smazat zákazníka' })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
