import type { Page } from '@playwright/test';
import { oneSize } from '../one-size';
import { field } from '../dispatch/create-order-support';
import {
  api,
  beeps,
  countBeeps,
  displayName,
  expect,
  expectAccessible,
  pragueKeys,
  pragueParts,
  signIn,
  sosStrip,
  test,
} from './support';

// An idle dispatch screen locks rather than going dark: alerts keep coming on the lock screen, and
// the password brings back the same screen with its draft. The page's clock is moved past the idle
// time (30 minutes by default), never waited for.

const IDLE_AND_A_MINUTE = '31:00';
/**
 * How the page words the gateway's stamp: the page's clock runs 31 minutes ahead of the gateway's, so
 * an alert raised in the last half hour before Prague's midnight is "včera" there.
 */
async function dayAndTimeOnPage(page: Page, stampIso: string): Promise<string> {
  const pageNow = await page.evaluate(() => Date.now());
  const stamp = pragueKeys(stampIso).day;
  const today = pragueKeys(new Date(pageNow).toISOString()).day;
  const { hour, minute } = pragueParts(new Date(stampIso));
  const time = `${hour}:${String(minute).padStart(2, '0')}`;
  return stamp === today ? `dnes ${time}` : `včera ${time}`;
}

const IDLE_ANSWER = {
  message: 'Obrazovka se zamkla po nečinnosti. Zadejte prosím heslo.',
  code: 'session-idle',
};

test(
  'an idle screen locks by itself, rings for an SOS that comes, and unlocks to the same draft',
  oneSize,
  async ({ page, context }) => {
    await countBeeps(page);
    await context.clearCookies();
    await page.clock.install();
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/orders/create');
    await field.name(page).fill('Jana Rozepsaná');
    await field.phone(page).fill('+420 777 555 123');
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Živě');

    await page.clock.fastForward(IDLE_AND_A_MINUTE);
    const lock = page.getByRole('dialog', { name: 'Obrazovka je zamčená' });
    await expect(lock).toBeVisible();
    await expect(lock).toContainText('Účet: admin');
    await expect(lock.getByLabel('Heslo')).toBeFocused();
    // The form underneath is kept as it was, out of reach of the keyboard, the pointer and screen readers.
    await expect(page.locator('[inert]').getByRole('textbox', { name: 'Jméno zákazníka' })).toHaveCount(1);

    const sosOnLock = lock.getByRole('listitem').filter({ hasText: 'SOS – žádost o pomoc' });
    const before = await sosOnLock.count();
    const beepsBefore = await beeps(page);
    const alert = await api.raiseSos(page);
    await expect.poll(() => sosOnLock.count()).toBeGreaterThan(before);
    // Its time is the server's, as the strip shows it once unlocked, worded by the page's clock.
    await expect(lock.locator(`time[datetime="${alert.createdAt}"]`)).toHaveText(
      await dayAndTimeOnPage(page, alert.createdAt!),
    );
    // Kind and time only: who called is for the unlocked screen.
    await expect(lock).not.toContainText(displayName(alert.user!));
    await expect.poll(() => beeps(page), { timeout: 6_000 }).toBeGreaterThan(beepsBefore);
    await expect.poll(() => page.title(), { timeout: 5_000 }).toBe('🚨 SOS!');

    await sosOnLock
      .first()
      .getByRole('button', { name: /^Zobrazit/ })
      .click();
    await expect(lock.getByLabel('Heslo')).toBeFocused();
    await expect(lock).toContainText('Po odemknutí se vrátíte na obrazovku „Vytvořit objednávku“');
    await lock.getByLabel('Heslo').fill('admin');
    await lock.getByRole('button', { name: 'Odemknout' }).click();

    await expect(lock).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/orders\/create$/);
    await expect(field.name(page)).toHaveValue('Jana Rozepsaná');
    await expect(field.phone(page)).toHaveValue('+420 777 555 123');
    await expect(
      sosStrip(page)
        .getByRole('listitem')
        .filter({ hasText: displayName(alert.user!) }),
    ).toBeVisible();
    // The live channel of the new session: the old one's was closed by the gateway.
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Živě');
    await api.dismissSos(page, alert.id);
  },
);

// The one test of the lock screen at both sizes: how it looks, whole and accessible, on a phone too.
test(
  'a 401 session-idle from the gateway locks the screen where /login would lose it',
  oneSize,
  async ({ page }, info) => {
    await page.route(
      '**/api/session',
      (route) =>
        route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify(IDLE_ANSWER) }),
      { times: 1 },
    );
    await page.goto('/admin/orders');
    const lock = page.getByRole('dialog', { name: 'Obrazovka je zamčená' });
    await expect(lock).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    // The gateway could not say whose session it is: the lock asks for the name too.
    await expect(lock.getByLabel('Jméno')).toBeFocused();
    await expectAccessible(page);
    await lock.getByRole('button', { name: 'Odhlásit se' }).scrollIntoViewIfNeeded();
    await expect(lock.getByRole('button', { name: 'Odhlásit se' })).toBeInViewport();
    await page.screenshot({ path: info.outputPath(`lock-screen-${info.project.name}.png`) });
    await lock.getByLabel('Jméno').fill('admin');
    await lock.getByLabel('Heslo').fill('nesprávné');
    await lock.getByRole('button', { name: 'Odemknout' }).click();
    await expect(lock.getByText('Špatné přihlašovací údaje')).toBeVisible();
    await lock.getByLabel('Heslo').fill('admin');
    await lock.getByRole('button', { name: 'Odemknout' }).click();
    await expect(lock).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Objednávky');
    await expect(page.getByRole('alert').filter({ hasText: 'nečinnosti' })).toHaveCount(0);
  },
);
