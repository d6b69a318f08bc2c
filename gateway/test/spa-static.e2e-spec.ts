import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGateway, type TestGateway } from './support/test-app';

/** A miniature build laid out like `web/dist`, inside a dot directory on purpose. */
function fakeDist(): string {
  const base = mkdtempSync(path.join(tmpdir(), 'spa-'));
  const dist = path.join(base, '.build', 'dist');
  const files: Record<string, string> = {
    'index.html': '<html lang="cs"><div data-prerendered="/">Úvod</div></html>',
    'galerie/index.html': '<div data-prerendered="/galerie">Galerie</div>',
    '404.html': '<div data-prerendered="404">Stránka nenalezena</div>',
    'admin/dashboard/index.html': '<div data-prerendered="shell"></div>',
    'admin/map/index.html': '<div data-prerendered="shell">mapa</div>',
    'assets/app-abc123.js': 'console.log(1)',
    'robots.txt': 'User-agent: *',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  }
  return dist;
}

describe('serving the built SPA', () => {
  let gateway: TestGateway;
  let dist: string;

  beforeAll(async () => {
    dist = fakeDist();
    gateway = await startGateway('memory', { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(path.dirname(path.dirname(dist)), { recursive: true, force: true });
  });

  it('serves prerendered public pages without caching', async () => {
    const response = await gateway.http().get('/galerie').expect(200);
    expect(response.text).toContain('Galerie');
    expect(response.headers['cache-control']).toBe('no-cache');
    await gateway.http().get('/').expect(200, /Úvod/);
  });

  it('caches hashed assets for a year', async () => {
    const response = await gateway.http().get('/assets/app-abc123.js').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves an admin shell for admin routes, also ones without their own file', async () => {
    await gateway.http().get('/admin/map').expect(200, /mapa/);
    const other = await gateway.http().get('/admin/orders/create').expect(200);
    expect(other.text).toContain('data-prerendered="shell"');
    // An order's detail is a deep link: a reload must get the admin app, not the 404 page.
    const detail = await gateway.http().get('/admin/orders/2216?hledat=cerny').expect(200);
    expect(detail.text).toContain('data-prerendered="shell"');
  });

  it('answers unknown paths with the Czech 404 page and status 404', async () => {
    const response = await gateway.http().get('/tahle-stranka-neexistuje').expect(404);
    expect(response.text).toContain('Stránka nenalezena');
    await gateway.http().get('/%E0%A4%A').expect(404);
    await gateway.http().get('/../../etc/passwd').expect(404);
  });

  it('leaves /api to the API', async () => {
    const response = await gateway.http().get('/api/does-not-exist').expect(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });
});
