import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes, tileSource } from './content-security-policy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'csp-'));
    mkdirSync(path.join(dist, 'galerie'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<script>document.documentElement.dataset.a=1</script><script type="application/ld+json">{"@type":"TaxiService"}</script><script type="module" src="/assets/x.js"></script>',
    );
    writeFileSync(
      path.join(dist, 'galerie', 'index.html'),
      '<script>document.documentElement.dataset.a=1</script>',
    );
    writeFileSync(path.join(dist, 'assets', 'inner.html'), '<script>ignored()</script>');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('hashes each distinct executable inline script once, skipping JSON data and external scripts', () => {
    expect(inlineScriptHashes(dist)).toEqual([sha('document.documentElement.dataset.a=1')]);
  });

  it('finds nothing without a build', () => {
    expect(inlineScriptHashes(path.join(dist, 'missing'))).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only self, the hashed scripts and the tile host by default', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: ["'sha256-abc'"],
      tileUrl: 'https://{s}.tile.example.cz/{z}/{x}/{y}.png',
      googleMaps: false,
    });
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc'"]);
    expect(policy['img-src']).toContain('https://*.tile.example.cz');
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(JSON.stringify(policy)).not.toContain('google');
  });

  it('allows images from the gateway only when tiles are off', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], tileUrl: null, googleMaps: false });
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('adds the Google Maps hosts only for the Google renderer', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], tileUrl: 'x', googleMaps: true });
    expect(policy['script-src']).toContain('https://maps.googleapis.com');
    expect(policy['img-src']).toContain('https://*.gstatic.com');
  });
});

describe('tileSource', () => {
  it('keeps scheme, host and port', () => {
    expect(tileSource('http://127.0.0.1:9/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:9');
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
  });
});
