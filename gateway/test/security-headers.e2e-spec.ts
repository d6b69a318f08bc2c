import { startGateway, type TestGateway } from './support/test-app';
import { pathOf } from '@taxi/contracts';

function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers (mock mode, OSM-style tiles)', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startGateway('memory', {
      MAP_TILE_URL: 'https://{s}.tiles.example.cz/{z}/{x}/{y}.png',
      TRUST_PROXY: 'loopback',
    });
  });
  afterAll(() => gateway.close());

  it('sends a Content-Security-Policy allowing exactly what the SPA uses', async () => {
    const response = await gateway.http().get('/healthz').expect(200);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')?.[0]).toBe("'self'");
    expect(
      csp.get('script-src')?.every((source) => source === "'self'" || source.startsWith("'sha256-")),
    ).toBe(true);
    expect(csp.get('img-src')).toContain('https://*.tiles.example.cz');
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(response.headers['content-security-policy']).not.toMatch(/google|unsafe-eval/);
  });

  it('keeps the referrer for tile servers and forbids framing and sniffing', async () => {
    const response = await gateway.http().get(pathOf('sosList')).expect(401);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends HSTS only behind HTTPS', async () => {
    const plain = await gateway.http().get('/healthz').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await gateway.http().get('/healthz').set('X-Forwarded-Proto', 'https').expect(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps CORS closed to other origins', async () => {
    const preflight = await gateway
      .http()
      .options(pathOf('login'))
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const read = await gateway.http().get('/healthz').set('Origin', 'https://evil.example');
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers with the Google renderer', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startGateway('memory', {
      GEO_PROVIDER: 'google',
      GOOGLE_MAPS_SERVER_KEY: 'server-key-for-tests',
      GOOGLE_MAPS_BROWSER_KEY: 'browser-key-for-tests',
    });
  });
  afterAll(() => gateway.close());

  it('allows the Google Maps hosts', async () => {
    const response = await gateway.http().get('/healthz').expect(200);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toContain('https://maps.googleapis.com');
    expect(csp.get('img-src')).toContain('https://*.gstatic.com');
  });
});
