import { expect, type Page, test } from '@playwright/test';

/** Collects what the browser reports as blocked by the Content-Security-Policy. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test('public pages run under the Content-Security-Policy without violations', async ({ page }) => {
  const violations = watchViolations(page);
  for (const path of ['/', '/galerie', '/login', '/privacy-policy']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
    await expect(page.locator('#root')).not.toBeEmpty();
  }
  expect(violations).toEqual([]);
});

test('the admin area (live socket, maps, styles) runs without violations', async ({ page }) => {
  const violations = watchViolations(page);
  await page.request.post('/api/admins/login', { data: { username: 'admin', password: 'admin' } });
  for (const path of ['/admin/dashboard', '/admin/orders', '/admin/map', '/admin/orders/create']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
  }
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
});
