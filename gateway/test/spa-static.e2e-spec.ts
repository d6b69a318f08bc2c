import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGateway, type TestGateway } from './support/test-app';

const PRECOMPRESS_SCRIPT = path.resolve(__dirname, '..', '..', 'web', 'scripts', 'precompress.mjs');
/** Long enough for the build's precompressed copies (it skips files under 1 kB). */
const LONG_TEXT = 'Taxi Litoměřice, jízda po městě za 50 Kč. '.repeat(60);

/** A miniature build laid out like `web/dist`, inside a dot directory on purpose. */
function fakeDist(): string {
  const base = mkdtempSync(path.join(tmpdir(), 'spa-'));
  const dist = path.join(base, '.build', 'dist');
  const files: Record<string, string> = {
    'index.html': '<html lang="cs"><div data-prerendered="/">Úvod</div></html>',
    'galerie/index.html': '<div data-prerendered="/galerie">Galerie</div>',
    '404.html': '<div data-prerendered="404">Stránka nenalezena</div>',
    'de/index.html': '<html lang="de"><div data-prerendered="/de">Startseite</div></html>',
    'de/galerie/index.html': '<div data-prerendered="/de/galerie">Galerie auf Deutsch</div>',
    'de/404.html': '<div data-prerendered="404">Seite nicht gefunden</div>',
    'admin/dashboard/index.html': '<div data-prerendered="shell"></div>',
    'admin/map/index.html': '<div data-prerendered="shell">mapa</div>',
    'assets/app-abc123.js': 'console.log(1)',
    'robots.txt': 'User-agent: *',
    'o-nas/index.html': `<div data-prerendered="/o-nas">${LONG_TEXT}</div>`,
    'vyprodano/index.html': `<div data-prerendered="/vyprodano">${LONG_TEXT}</div>`,
    'objednavka/stav/index.html': `<div data-prerendered="/objednavka/stav">${LONG_TEXT}</div>`,
    'de/bestellung/status/index.html': `<div data-prerendered="/de/bestellung/status">${LONG_TEXT}</div>`,
    'assets/site-def456.js': `console.log(${JSON.stringify(LONG_TEXT)})`,
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  }
  // The web build's own last step, so the copies are the ones a real build ships.
  execFileSync(process.execPath, [PRECOMPRESS_SCRIPT, '--outDir', dist], { stdio: 'ignore' });
  // Rewritten after the build's last step: its copies are older than the file now.
  const rewritten = path.join(dist, 'vyprodano', 'index.html');
  writeFileSync(rewritten, `<div data-prerendered="/vyprodano">Nově: ${LONG_TEXT}</div>`);
  const later = new Date(Date.now() + 60_000);
  utimesSync(rewritten, later, later);
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

  it('serves the private status page of a web order uncached and unlisted, however it is asked for', async () => {
    for (const url of ['/objednavka/stav', '/objednavka/stav/', '/de/bestellung/status']) {
      for (const encoding of ['br, gzip', 'identity']) {
        const response = await gateway.http().get(url).set('Accept-Encoding', encoding).expect(200);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['x-robots-tag']).toBe('noindex');
      }
    }
    const other = await gateway.http().get('/galerie').expect(200);
    expect(other.headers['x-robots-tag']).toBeUndefined();
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

  it('serves the German pages under /de/ and answers unknown ones with the German 404 page', async () => {
    await gateway
      .http()
      .get('/de/')
      .expect(200, /Startseite/);
    await gateway
      .http()
      .get('/de')
      .expect(200, /Startseite/);
    await gateway
      .http()
      .get('/de/galerie')
      .expect(200, /Galerie auf Deutsch/);
    await gateway
      .http()
      .get('/de/gibt-es-nicht')
      .expect(404, /Seite nicht gefunden/);
    // A language the build has no 404 page for, and a path merely starting with two letters.
    await gateway
      .http()
      .get('/en/nothing')
      .expect(404, /Stránka nenalezena/);
    await gateway
      .http()
      .get('/dea/x')
      .expect(404, /Stránka nenalezena/);
  });

  it('leaves /api to the API', async () => {
    const response = await gateway.http().get('/api/does-not-exist').expect(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });

  describe('precompressed copies of the build', () => {
    /** Size of the build's copy, to tell it apart from an answer compressed on the fly. */
    const copySize = (file: string): number => statSync(path.join(dist, file)).size;

    it('are written by the build for text files of 1 kB or more only', () => {
      expect(existsSync(path.join(dist, 'o-nas', 'index.html.br'))).toBe(true);
      expect(existsSync(path.join(dist, 'o-nas', 'index.html.gz'))).toBe(true);
      expect(existsSync(path.join(dist, 'assets', 'site-def456.js.br'))).toBe(true);
      expect(existsSync(path.join(dist, 'robots.txt.br'))).toBe(false);
    });

    it('send a page in brotli to a browser that lists gzip first, as browsers do', async () => {
      const response = await gateway
        .http()
        .get('/o-nas')
        .set('Accept-Encoding', 'gzip, deflate, br, zstd')
        .expect(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(Number(response.headers['content-length'])).toBe(copySize('o-nas/index.html.br'));
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.text).toContain(LONG_TEXT);
    });

    it('send gzip when brotli is not accepted, and the file as it is when nothing is', async () => {
      const gzip = await gateway.http().get('/o-nas').set('Accept-Encoding', 'br;q=0, gzip').expect(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(Number(gzip.headers['content-length'])).toBe(copySize('o-nas/index.html.gz'));
      expect(gzip.text).toContain(LONG_TEXT);
      const plain = await gateway.http().get('/o-nas').set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toContain(LONG_TEXT);
    });

    it('keep the caching of the file they stand for', async () => {
      const response = await gateway
        .http()
        .get('/assets/site-def456.js')
        .set('Accept-Encoding', 'br')
        .expect(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(Number(response.headers['content-length'])).toBe(copySize('assets/site-def456.js.br'));
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('are not sent once older than the file they stand for', async () => {
      const response = await gateway
        .http()
        .get('/vyprodano')
        .set('Accept-Encoding', 'gzip, deflate, br')
        .expect(200);
      expect(response.text).toContain('Nově:');
    });

    it('never lead outside the build', async () => {
      await gateway.http().get('/%2e%2e/%2e%2e/etc/passwd').set('Accept-Encoding', 'br').expect(404);
    });
  });
});
