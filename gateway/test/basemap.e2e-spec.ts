import { type Basemap, BasemapSchema, pathOf } from '@taxi/contracts';
import { ADAPTERS, login, type Session, startGateway, type TestGateway } from './support/test-app';

describe.each(ADAPTERS)('the fallback basemap (%s adapter)', (adapter) => {
  let gateway: TestGateway;
  let session: Session;
  const get = (path: string) => gateway.http().get(path).set('Cookie', session.cookie);

  beforeAll(async () => {
    gateway = await startGateway(adapter);
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  it('answers 401 without a session', async () => {
    const response = await gateway.http().get(pathOf('basemap')).expect(401);
    expect(response.body).toEqual({ message: 'Přihlášení vypršelo. Přihlaste se prosím znovu.' });
  });

  it('serves the outline, towns, roads and taxi stands around Litoměřice in the documented shape', async () => {
    const response = await get(pathOf('basemap')).expect(200);
    const basemap: Basemap = BasemapSchema.parse(response.body);
    expect(basemap.country.name).toBe('Česko');
    expect(basemap.country.rings[0]!.length).toBeGreaterThan(150);
    expect(basemap.labels).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Litoměřice', kind: 'town' }),
        expect.objectContaining({ name: 'Ústí nad Labem', kind: 'city' }),
        expect.objectContaining({ name: 'okres Litoměřice', kind: 'district' }),
        expect.objectContaining({ name: 'Mírové náměstí', kind: 'stand' }),
      ]),
    );
    expect(basemap.roads.some((road) => road.kind === 'road')).toBe(true);
    expect(basemap.stands).toContainEqual({ name: 'Litoměřice, nádraží', at: [50.5371, 14.134] });
  });

  it('draws Natural Earth’s Labe, Ohře and Vltava as water, names them along their course and credits the source', async () => {
    const basemap = BasemapSchema.parse((await get(pathOf('basemap')).expect(200)).body);
    const river = (name: string) => basemap.rivers.find((entry) => entry.name === name);
    expect(river('Labe')).toMatchObject({ kind: 'major' });
    expect(river('Ohře')).toMatchObject({ kind: 'minor' });
    expect(river('Vltava')).toMatchObject({ kind: 'minor' });
    // The Labe's line as the file has it: its first point, turned into [latitude, longitude].
    expect(river('Labe')!.lines[0]![0]).toEqual([50.1646, 15.0967]);
    for (const name of ['Labe', 'Ohře', 'Vltava']) {
      const names = basemap.labels.filter((label) => label.name === name && label.kind === 'water');
      expect(names.some((label) => label.minZoom <= 10)).toBe(true);
      expect(names.some((label) => label.minZoom >= 13)).toBe(true);
    }
    expect(basemap.attribution).toContain('Natural Earth');
    expect(basemap.attribution).not.toContain('OpenStreetMap');
  });

  it('stays small on the wire, private to the session, and answers 304 while unchanged', async () => {
    const response = await get(pathOf('basemap')).set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBeLessThan(100_000);
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get(pathOf('basemap')).set('If-None-Match', etag).expect(304);
    expect(again.text ?? '').toBe('');
    const other = await get(pathOf('basemap')).set('If-None-Match', '"something-else"').expect(200);
    expect(other.headers.etag).toBe(etag);
  });
});

describe('tiles switched off (MAP_TILE_URL=off)', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startGateway('memory', { MAP_TILE_URL: 'off' });
  });
  afterAll(() => gateway.close());

  it('tells the SPA there is no tile server and lets images load from the gateway only', async () => {
    const session = await login(gateway);
    const response = await gateway.http().get(pathOf('mapConfig')).set('Cookie', session.cookie).expect(200);
    expect(response.body).toMatchObject({ provider: 'memory', tileUrl: null });
    const page = await gateway.http().get('/healthz');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data: blob:;");
  });
});
