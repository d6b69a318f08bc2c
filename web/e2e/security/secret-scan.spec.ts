import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The same values the test command puts in the build environment and the gateway's environment.
const canaries = Object.values(
  JSON.parse(
    readFileSync(new URL('../../../scripts/secret-canaries.json', import.meta.url), 'utf8'),
  ) as Record<string, string>,
);
const dist = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '..', '..', 'dist');
/** Shapes of real credentials, whatever their value. */
const CREDENTIAL_SHAPES = [
  /AIza[0-9A-Za-z_-]{35}/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /Bearer [A-Za-z0-9._-]{20,}/,
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test('the built SPA contains no configured secret and nothing shaped like a credential', () => {
  const files = filesUnder(dist).filter((file) => /\.(js|css|html|json|txt|xml|map)$/.test(file));
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const canary of canaries) {
      expect(text.includes(canary), `${canary} in ${file}`).toBe(false);
    }
    for (const shape of CREDENTIAL_SHAPES) {
      expect(shape.test(text), `${String(shape)} in ${file}`).toBe(false);
    }
  }
});

test('served pages, scripts and the map settings carry none of the configured secrets', async ({
  page,
  request,
}) => {
  const seen: string[] = [];
  page.on('response', async (response) => {
    if (
      /\.(js|html)$|\/$|\/api\//.test(new URL(response.url()).pathname) ||
      response.request().resourceType() === 'document'
    ) {
      seen.push(await response.text().catch(() => ''));
    }
  });
  await request.post('/api/admins/login', { data: { username: 'admin', password: 'admin' } });
  await page.context().addCookies((await request.storageState()).cookies);
  for (const url of ['/', '/galerie', '/login', '/admin/dashboard', '/admin/orders/create', '/admin/map']) {
    await page.goto(url);
  }
  seen.push(await (await request.get('/api/geo/config')).text());
  expect(seen.length).toBeGreaterThan(10);
  for (const body of seen) {
    for (const canary of canaries) {
      expect(body.includes(canary)).toBe(false);
    }
  }
});
