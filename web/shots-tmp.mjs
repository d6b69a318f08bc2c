import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4473';
const [,, ...args] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const spec of args) {
  const [path, size, name, locale = 'cs-CZ', seen = '1'] = spec.split('|');
  const [w, h] = size.split('x').map(Number);
  const context = await browser.newContext({ viewport: { width: w, height: h }, locale, isMobile: w < 600, deviceScaleFactor: 1 });
  if (seen === '1') await context.addInitScript(() => localStorage.setItem('popupSeen', 'true'));
  const page = await context.newPage();
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/work/shots/i18n/${name}.png`, fullPage: false });
  await context.close();
}
await browser.close();
