import { createRequire } from 'node:module';
import { test as base } from '@playwright/test';
import type * as Contracts from '@taxi/contracts';
import { expect, expectAccessible, test } from '../admin-shell/support';
import { dispatchApi, field } from './create-order-support';
import { oneSize } from '../one-size';

// A softphone opens /admin/orders/create?phone=<caller> on an incoming call (docs/dispatch.md).

const { displayName, nationalDigits } = createRequire(import.meta.url)(
  '../../../contracts/src/index.ts',
) as typeof Contracts;

const CREATE = '/admin/orders/create';
const callerPanel = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Volající' });

test(
  'a known caller’s number, in every common spelling, fills Telefon and shows the caller at once',
  oneSize,
  async ({ page }) => {
    const users = await dispatchApi.users(page);
    const user = users.find(
      (candidate) => candidate.status === null && candidate.first_name && candidate.phone,
    )!;
    const digits = nationalDigits(user.phone);
    const shown = `+420 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
    // As softphones send them: a literal +, encoded spaces, 00420, the bare national number, a SIP URI.
    for (const sent of [
      `+420${digits}`,
      `%2B420%20${digits.slice(0, 3)}%20${digits.slice(3, 6)}%20${digits.slice(6)}`,
      `00420${digits}`,
      digits,
      `sip:${digits}%40pbx.taxi.local`,
    ]) {
      await page.goto(`${CREATE}?phone=${sent}`);
      await expect(field.phone(page), sent).toHaveValue(shown);
      await expect(callerPanel(page)).toContainText(`Registrovaný zákazník: ${displayName(user)}`);
      // The dispatcher asks where from next: focus is on Odkud, Telefon has no complaint.
      await expect(field.from(page)).toBeFocused();
      await expect(field.phone(page)).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expectAccessible(page);
  },
);

test(
  'a number it cannot read stays in Telefon with the field’s message, and the order waits for a fix',
  oneSize,
  async ({ page }) => {
    await page.goto(`${CREATE}?phone=anonymous`);
    await expect(field.phone(page)).toHaveValue('anonymous');
    await expect(field.phone(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(field.phone(page)).toHaveAccessibleDescription(/Zadejte telefon číslicemi/);
    await expect(callerPanel(page)).toHaveCount(0);
    await field.phone(page).fill('777 123 456');
    await expect(field.phone(page)).not.toHaveAttribute('aria-invalid', 'true');
  },
);

base('without a session the call survives signing in: the form opens with the number', async ({ page }) => {
  base.skip(base.info().project.name === 'mobile', 'a desk softphone: checked on desktop');
  await page.goto(`${CREATE}?phone=%2B420777123456`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Jméno').fill('admin');
  await page.getByLabel('Heslo').fill('admin');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${CREATE}?phone=%2B420777123456`);
  await expect(field.phone(page)).toHaveValue('+420 777 123 456');
});

base('a remembered page outside the admin is refused: signing in opens the dashboard', async ({ page }) => {
  base.skip(base.info().project.name === 'mobile', 'checked on desktop');
  await page.goto(`/login?next=${encodeURIComponent('//evil.example/admin')}`);
  await page.getByLabel('Jméno').fill('admin');
  await page.getByLabel('Heslo').fill('admin');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
