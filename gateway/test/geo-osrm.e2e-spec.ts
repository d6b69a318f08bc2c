import type { PlaceSearchResult } from '@taxi/contracts';
import { AppConfig } from '@/config/app-config';
import { type FakeHandler, json } from './support/fake-upstream';
import {
  expectWithin,
  type GeoGateway,
  GEO_TIMED_OUT,
  GEO_TIMEOUT_BOUND_MS,
  GEO_TIMEOUT_MS,
  GEO_UNAVAILABLE,
  hang,
  LITOMERICE,
  LOVOSICE,
  notJson,
  recordingFake,
  type RecordingFake,
  startGeoGateway,
} from './support/geo-suite';
import { OSRM_NO_ROUTE_SAMPLE, OSRM_ROUTE_SAMPLE, PHOTON_SAMPLE } from './support/osrm.samples';
import { testEnv } from './support/test-app';
import { pathOf } from '@taxi/contracts';

describe('geo with self-hosted OSRM and Photon', () => {
  let osrm: RecordingFake;
  let photon: RecordingFake;
  let geo: GeoGateway;
  const get = (path: string) => geo.get(path);
  const photonLike: FakeHandler = (_request, response) => json(response, 200, PHOTON_SAMPLE);
  const osrmLike: FakeHandler = (_request, response) => json(response, 200, OSRM_ROUTE_SAMPLE);

  beforeAll(async () => {
    osrm = await recordingFake();
    photon = await recordingFake();
    geo = await startGeoGateway({
      GEO_PROVIDER: 'osrm',
      OSRM_URL: osrm.fake.url,
      PHOTON_URL: `${photon.fake.url}/`,
      GEO_TIMEOUT_MS,
    });
  });
  afterAll(async () => {
    await geo.gateway.close();
    await osrm.fake.close();
    await photon.fake.close();
  });
  beforeEach(() => {
    osrm.answer(osrmLike);
    photon.answer(photonLike);
  });

  it('searches Photon around the home town inside Czechia and keeps Czech places only', async () => {
    const response = await get(`${pathOf('placeSearch')}?q=mirove`).expect(200);
    const result = response.body as PlaceSearchResult;
    expect(result.provider).toBe('osrm');
    expect(result.suggestions.map((suggestion) => suggestion.name)).toEqual([
      'Mírové náměstí, 412 01 Litoměřice',
      'Mírové náměstí 15/7, 412 01 Litoměřice',
      'Bechlín, okres Litoměřice',
      'Muzeum, Václavské náměstí 68, 110 00 Praha',
    ]);
    const sent = new URL(photon.requests.at(-1)?.url ?? '', 'http://fake');
    expect(sent.pathname).toBe('/api');
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      q: 'mirove',
      bbox: '12.09,48.55,18.87,51.06',
      lat: '50.515',
      lon: '14.051',
    });
    expect(sent.searchParams.get('lang')).toBeNull();

    // The id carries the place: resolving it asks nobody.
    const asked = photon.requests.length + osrm.requests.length;
    const first = result.suggestions[0];
    const resolved = await get(`/api/geo/places/${first?.id ?? ''}`).expect(200);
    expect(resolved.body).toEqual({
      lat: 50.533586,
      lng: 14.131762,
      name: 'Mírové náměstí, 412 01 Litoměřice',
    });
    expect(photon.requests.length + osrm.requests.length).toBe(asked);
  });

  it('asks OSRM for a full GeoJSON driving route and sums its legs', async () => {
    const response = await get(`${pathOf('route')}?from=${LITOMERICE}&to=${LOVOSICE}`).expect(200);
    expect(response.body).toEqual({
      provider: 'osrm',
      distanceMetres: 7991,
      durationSeconds: 632,
      path: [
        [50.533586, 14.131762],
        [50.526221, 14.105412],
        [50.515024, 14.051085],
      ],
    });
    expect(osrm.requests.at(-1)?.url).toBe(
      '/route/v1/driving/14.131800,50.533600;14.051100,50.515000?overview=full&geometries=geojson&alternatives=false&steps=false',
    );
  });

  it('answers a repeated route from its cache', async () => {
    await get(`${pathOf('route')}?from=50.5,14.1&to=50.6,14.2`).expect(200);
    const asked = osrm.requests.length;
    await get(`${pathOf('route')}?from=50.5,14.1&to=50.6,14.2`).expect(200);
    expect(osrm.requests.length).toBe(asked);
  });

  it('maps NoRoute to 404, a 5xx to 502, a hang to 504 and garbage to 502', async () => {
    osrm.answer((_request, response) => json(response, 400, OSRM_NO_ROUTE_SAMPLE));
    await get(`${pathOf('route')}?from=50.51,14.1&to=50.6,14.2`).expect(404);
    osrm.answer((_request, response) => json(response, 503, { message: 'down' }));
    expect((await get(`${pathOf('route')}?from=50.52,14.1&to=50.6,14.2`).expect(502)).body).toEqual(
      GEO_UNAVAILABLE,
    );
    osrm.answer(hang);
    await expectWithin(GEO_TIMEOUT_BOUND_MS, async () => {
      expect((await get(`${pathOf('route')}?from=50.53,14.1&to=50.6,14.2`).expect(504)).body).toEqual(
        GEO_TIMED_OUT,
      );
    });
    osrm.answer(notJson);
    await get(`${pathOf('route')}?from=50.54,14.1&to=50.6,14.2`).expect(502);
    photon.answer((_request, response) => json(response, 200, { features: 'none' }));
    await get(`${pathOf('placeSearch')}?q=bilina`).expect(502);
    photon.answer(hang);
    await expectWithin(GEO_TIMEOUT_BOUND_MS, () => get(`${pathOf('placeSearch')}?q=krupka`).expect(504));
    await get(`${pathOf('placeSearch')}?q=mirove`).expect(200);
  });

  it('answers 404 for ids it did not make', async () => {
    await get(pathOf('placeResolve', { id: 'ChIJ5aB2qYjuC0cRm7rEi6D7dCk' })).expect(404);
  });
});

describe('geo with OSRM and Photon: start-up', () => {
  it('refuses to start with GEO_PROVIDER=osrm and no service URLs, naming the variables', () => {
    expect(() => AppConfig.fromEnv(testEnv({ GEO_PROVIDER: 'osrm' }))).toThrow(/OSRM_URL[\s\S]*PHOTON_URL/);
  });
});
