import { formatDayMonthTime, NOTIFICATION_CONTENT_MAX, NOTIFICATION_TITLE_MAX } from './domain';
import { api, expect, expectAccessible, test } from './fixtures';

test.skip(({ isMobile }) => isMobile, 'admin forms are checked on desktop');

test.describe('Oznámení', () => {
  test('lists the sent notifications newest first with day.month v hour:minute', async ({ page }) => {
    const notifications = await api.notifications(page);
    await page.goto('/admin/notifications');
    const list = page.getByRole('list', { name: 'Odeslaná oznámení' });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(notifications.length);
    const first = notifications[0]!;
    await expect(items.first()).toContainText(first.title);
    await expect(items.first()).toContainText(first.content);
    await expect(items.first().locator('time')).toHaveText(formatDayMonthTime(first.createdAt));
    await expect(items.first().locator('time')).toHaveText(/^\d{1,2}\.\d{1,2} v \d{1,2}:\d{2}$/);
    await expectAccessible(page);
  });

  test('counts characters, stops at the limits, sends and clears the form', async ({ page }) => {
    await page.goto('/admin/notifications');
    const title = page.getByRole('textbox', { name: 'Nadpis' });
    const content = page.getByRole('textbox', { name: 'Text' });
    await expect(content).toHaveAttribute('rows', '4');
    await expect(page.getByText(`0/${NOTIFICATION_TITLE_MAX}`)).toBeVisible();
    await expect(page.getByText(`0/${NOTIFICATION_CONTENT_MAX}`)).toBeVisible();

    await title.pressSequentially('Příliš dlouhý nadpis oznámení');
    await expect(title).toHaveValue('Příliš dlouhý nadpis');
    await expect(page.getByText(`20/${NOTIFICATION_TITLE_MAX}`)).toBeVisible();

    const unique = `Test ${Date.now() % 100000}`;
    await title.fill(unique);
    await expect(page.getByText(`${unique.length}/${NOTIFICATION_TITLE_MAX}`)).toBeVisible();
    const text = 'Zítra jezdíme déle. '.repeat(20);
    await content.fill(text);
    await expect(content).toHaveValue(text.slice(0, NOTIFICATION_CONTENT_MAX));
    await expect(page.getByText(`${NOTIFICATION_CONTENT_MAX}/${NOTIFICATION_CONTENT_MAX}`)).toBeVisible();

    // Nothing goes to the drivers before the dispatcher has seen the preview and confirmed.
    const sentBefore = (await api.notifications(page)).length;
    const drivers = (await api.drivers(page)).length;
    await page.getByRole('button', { name: 'Odeslat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Odeslat oznámení řidičům?' });
    await expect(dialog).toContainText(`Oznámení přijde všem řidičům (${drivers}) a nelze ho vzít zpět.`);
    const preview = dialog.getByRole('figure', { name: 'Náhled oznámení' });
    await expect(preview).toContainText(unique);
    await expect(preview).toContainText(text.slice(0, NOTIFICATION_CONTENT_MAX).trim());
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Zrušit' }).click();
    await expect(dialog).toBeHidden();
    await expect(title).toHaveValue(unique);
    expect(await api.notifications(page)).toHaveLength(sentBefore);

    await page.getByRole('button', { name: 'Odeslat' }).click();
    await dialog.getByRole('button', { name: 'Odeslat všem řidičům' }).click();
    await expect(page.getByText(`Oznámení „${unique}“ bylo odesláno`)).toBeVisible();
    await expect(title).toHaveValue('');
    await expect(content).toHaveValue('');
    await expect(page.getByText(`0/${NOTIFICATION_TITLE_MAX}`)).toBeVisible();
    const first = page.getByRole('list', { name: 'Odeslaná oznámení' }).getByRole('listitem').first();
    await expect(first).toContainText(unique);
    await expect(first.locator('time')).toHaveText(/^\d{1,2}\.\d{1,2} v \d{1,2}:\d{2}$/);
    expect((await api.notifications(page))[0]?.title).toBe(unique);
  });

  test('refuses an empty notification with messages at the fields', async ({ page }) => {
    await page.goto('/admin/notifications');
    await page.getByRole('button', { name: 'Odeslat' }).click();
    await expect(page.getByRole('textbox', { name: 'Nadpis' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'Text' })).toHaveAttribute('aria-invalid', 'true');
  });
});
