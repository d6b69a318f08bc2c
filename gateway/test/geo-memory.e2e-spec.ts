import type { PlaceSearchResult, RouteResult } from '@taxi/contracts';
import { type GeoGateway, LITOMERICE, LOVOSICE, startGeoGateway } from './support/geo-suite';
import { pathOf } from '@taxi/contracts';

describe('geo with the offline gazetteer (memory)', () => {
  let geo: GeoGateway;
  const get = (path: string) => geo.get(path);

  beforeAll(async () => {
    geo = await startGeoGateway();
  });
  afterAll(() => geo.gateway.close());

  it.each([
    `${pathOf('placeSearch')}?q=usti`,
    pathOf('placeResolve', { id: 'memory:okres-usti-nad-labem:usti-nad-labem' }),
    `${pathOf('route')}?from=${LITOMERICE}&to=${LOVOSICE}`,
    pathOf('mapConfig'),
  ])('answers 401 without a session: %s', async (path) => {
    const response = await geo.gateway.http().get(path).expect(401);
    expect(response.body).toEqual({ message: 'Přihlášení vypršelo. Přihlaste se prosím znovu.' });
  });

  it('answers 400 naming the field for bad input', async () => {
    const short = await get(`${pathOf('placeSearch')}?q=u`).expect(400);
    expect(short.body.issues).toEqual([
      { path: 'query.q', message: 'Zadejte alespoň 2 znaky', code: 'too_short', limit: 2 },
    ]);
    const route = await get(`${pathOf('route')}?from=abc&to=${LOVOSICE}`).expect(400);
    expect(route.body.issues.map((issue: { path: string }) => issue.path)).toEqual(['query.from']);
    await get(`${pathOf('route')}?from=${LITOMERICE}`).expect(400);
    await get(`${pathOf('route')}?from=95,14&to=${LOVOSICE}`).expect(400);
    await get(pathOf('placeSearch')).expect(400);
    await get(`${pathOf('placeSearch')}?q=usti&extra=1`).expect(400);
    await get(`${pathOf('placeSearch')}?q=usti&q=most`).expect(400);
    await get(`/api/geo/places?q=usti&session=${'x'.repeat(37)}`).expect(400);
    const id = await get('/api/geo/places/bad%20id!').expect(400);
    expect(id.body.issues[0].path).toBe('params.id');
  });

  it('finds places with or without diacritics, in Czech, at most eight', async () => {
    const response = await get(`${pathOf('placeSearch')}?q=usti`).expect(200);
    const result = response.body as PlaceSearchResult;
    expect(result.provider).toBe('memory');
    expect(result.suggestions[0]).toEqual({
      id: 'memory:okres-usti-nad-labem:usti-nad-labem',
      label: 'Ústí nad Labem',
      secondary: 'okres Ústí nad Labem, Ústecký kraj',
      name: 'Ústí nad Labem',
      lat: 50.6607,
      lng: 14.0323,
    });
    const square = await get(`/api/geo/places?q=${encodeURIComponent('mír')}&session=abcdef12`).expect(200);
    expect(square.body.suggestions[0].name).toBe('Mírové náměstí, Litoměřice');
    const many = await get(`${pathOf('placeSearch')}?q=ho`).expect(200);
    expect(many.body.suggestions).toHaveLength(8);
    const none = await get(`${pathOf('placeSearch')}?q=qqq`).expect(200);
    expect(none.body).toEqual({ provider: 'memory', suggestions: [] });
  });

  it('resolves its own ids and answers 404 for unknown ones', async () => {
    const response = await get(pathOf('placeResolve', { id: 'memory:praha-6:letiste-vaclava-havla' })).expect(
      200,
    );
    expect(response.body).toEqual({ lat: 50.1008, lng: 14.26, name: 'Letiště Václava Havla, Praha 6' });
    const unknown = await get(pathOf('placeResolve', { id: 'memory:nowhere:nothing' })).expect(404);
    expect(unknown.body).toEqual({ message: 'Místo nebylo nalezeno.' });
  });

  it('estimates a driving route with a drawable line from `from` to `to`', async () => {
    const response = await get(`${pathOf('route')}?from=${LITOMERICE}&to=${LOVOSICE}`).expect(200);
    const route = response.body as RouteResult;
    expect(route.provider).toBe('memory');
    expect(route.distanceMetres).toBeGreaterThan(7_000);
    expect(route.distanceMetres).toBeLessThan(9_000);
    expect(route.durationSeconds).toBeGreaterThan(600);
    expect(route.durationSeconds).toBeLessThan(1_200);
    expect(route.path[0]).toEqual([50.5336, 14.1318]);
    expect(route.path.at(-1)).toEqual([50.515, 14.0511]);
  });

  it('tells the SPA to draw OpenStreetMap tiles and sends no Google key', async () => {
    const response = await get(pathOf('mapConfig')).expect(200);
    expect(response.body).toEqual({
      provider: 'memory',
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution:
        '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> přispěvatelé',
    });
  });
});
