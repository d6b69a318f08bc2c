import type http from 'node:http';
import { Writable } from 'node:stream';
import type { PlaceSearchResult, RouteResult } from '@taxi/contracts';
import request from 'supertest';
import { AppConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
import {
  GOOGLE_AUTOCOMPLETE_SAMPLE,
  GOOGLE_PLACE_DETAILS_SAMPLE,
  GOOGLE_ROUTES_SAMPLE,
} from './support/google.samples';
import { OSRM_NO_ROUTE_SAMPLE, OSRM_ROUTE_SAMPLE, PHOTON_SAMPLE } from './support/osrm.samples';
import { type FakeHandler, type FakeUpstream, json, startFakeUpstream } from './support/fake-upstream';
import {
  login,
  MOCK_CREDENTIALS,
  type Session,
  startGateway,
  type TestGateway,
  testEnv,
} from './support/test-app';

const UNAVAILABLE = { message: 'Mapová služba je nedostupná.' };
const TIMED_OUT = { message: 'Mapová služba neodpověděla včas.' };
const TIMEOUT_MS = '300';
const LITOMERICE = '50.5336,14.1318';
const LOVOSICE = '50.515,14.0511';

/** A fake that records each request's headers and body, then lets the test's handler answer. */
type Recorded = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

async function recordingFake(): Promise<{
  fake: FakeUpstream;
  requests: Recorded[];
  answer: (handler: FakeHandler) => void;
}> {
  const requests: Recorded[] = [];
  let handler: FakeHandler = (_request, response) => json(response, 404, {});
  const fake = await startFakeUpstream((request, response, body) => {
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
    handler(request, response, body);
  });
  return { fake, requests, answer: (next) => (handler = next) };
}

const hang: FakeHandler = () => undefined;
const notJson: FakeHandler = (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"routes": [');
};

async function expectWithin(ms: number, call: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  await call();
  expect(Date.now() - started).toBeLessThan(ms);
}

describe('geo with the offline gazetteer (memory)', () => {
  let gateway: TestGateway;
  let session: Session;
  const get = (path: string) => gateway.http().get(path).set('Cookie', session.cookie);

  beforeAll(async () => {
    gateway = await startGateway('memory');
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  it.each([
    '/api/geo/places?q=usti',
    '/api/geo/places/memory:okres-usti-nad-labem:usti-nad-labem',
    `/api/geo/route?from=${LITOMERICE}&to=${LOVOSICE}`,
    '/api/geo/config',
  ])('answers 401 without a session: %s', async (path) => {
    const response = await gateway.http().get(path).expect(401);
    expect(response.body).toEqual({ message: 'Přihlášení vypršelo. Přihlaste se prosím znovu.' });
  });

  it('answers 400 naming the field for bad input', async () => {
    const short = await get('/api/geo/places?q=u').expect(400);
    expect(short.body.issues).toEqual([{ path: 'query.q', message: 'Zadejte alespoň 2 znaky' }]);
    const route = await get(`/api/geo/route?from=abc&to=${LOVOSICE}`).expect(400);
    expect(route.body.issues.map((issue: { path: string }) => issue.path)).toEqual(['query.from']);
    await get(`/api/geo/route?from=${LITOMERICE}`).expect(400);
    await get(`/api/geo/route?from=95,14&to=${LOVOSICE}`).expect(400);
    await get('/api/geo/places').expect(400);
    await get('/api/geo/places?q=usti&extra=1').expect(400);
    await get('/api/geo/places?q=usti&q=most').expect(400);
    await get(`/api/geo/places?q=usti&session=${'x'.repeat(37)}`).expect(400);
    const id = await get('/api/geo/places/bad%20id!').expect(400);
    expect(id.body.issues[0].path).toBe('params.id');
  });

  it('finds places with or without diacritics, in Czech, at most eight', async () => {
    const response = await get('/api/geo/places?q=usti').expect(200);
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
    const many = await get('/api/geo/places?q=ho').expect(200);
    expect(many.body.suggestions).toHaveLength(8);
    const none = await get('/api/geo/places?q=qqq').expect(200);
    expect(none.body).toEqual({ provider: 'memory', suggestions: [] });
  });

  it('resolves its own ids and answers 404 for unknown ones', async () => {
    const response = await get('/api/geo/places/memory:praha-6:letiste-vaclava-havla').expect(200);
    expect(response.body).toEqual({ lat: 50.1008, lng: 14.26, name: 'Letiště Václava Havla, Praha 6' });
    const unknown = await get('/api/geo/places/memory:nowhere:nothing').expect(404);
    expect(unknown.body).toEqual({ message: 'Místo nebylo nalezeno.' });
  });

  it('estimates a driving route with a drawable line from `from` to `to`', async () => {
    const response = await get(`/api/geo/route?from=${LITOMERICE}&to=${LOVOSICE}`).expect(200);
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
    const response = await get('/api/geo/config').expect(200);
    expect(response.body).toEqual({
      provider: 'memory',
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution:
        '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> přispěvatelé',
    });
  });
});

describe('geo with Google (Places API New, Routes API)', () => {
  const SERVER_KEY = 'AIzaServerSecret-0123456789';
  const BROWSER_KEY = 'AIzaBrowserKey-abcdef';
  let google: Awaited<ReturnType<typeof recordingFake>>;
  let gateway: TestGateway;
  let session: Session;
  const get = (path: string) => gateway.http().get(path).set('Cookie', session.cookie);

  /** Answers like Google: refuses a missing key, serves the recorded samples. */
  const googleLike: FakeHandler = (request, response) => {
    if (request.headers['x-goog-api-key'] !== SERVER_KEY) {
      return json(response, 403, { error: { code: 403, status: 'PERMISSION_DENIED' } });
    }
    const path = (request.url ?? '').split('?')[0];
    if (request.method === 'POST' && path === '/v1/places:autocomplete') {
      return json(response, 200, GOOGLE_AUTOCOMPLETE_SAMPLE);
    }
    if (request.method === 'GET' && path === '/v1/places/ChIJ5aB2qYjuC0cRm7rEi6D7dCk') {
      return json(response, 200, GOOGLE_PLACE_DETAILS_SAMPLE);
    }
    if (request.method === 'GET' && path?.startsWith('/v1/places/')) {
      return json(response, 404, { error: { code: 404, status: 'NOT_FOUND' } });
    }
    if (request.method === 'POST' && path === '/directions/v2:computeRoutes') {
      return json(response, 200, GOOGLE_ROUTES_SAMPLE);
    }
    return json(response, 404, {});
  };

  beforeAll(async () => {
    google = await recordingFake();
    google.answer(googleLike);
    gateway = await startGateway('memory', {
      GEO_PROVIDER: 'google',
      GOOGLE_MAPS_SERVER_KEY: SERVER_KEY,
      GOOGLE_MAPS_BROWSER_KEY: BROWSER_KEY,
      GOOGLE_PLACES_BASE_URL: google.fake.url,
      GOOGLE_ROUTES_BASE_URL: google.fake.url,
      GEO_TIMEOUT_MS: TIMEOUT_MS,
    });
    session = await login(gateway);
  });
  afterAll(async () => {
    await gateway.close();
    await google.fake.close();
  });
  afterEach(() => google.answer(googleLike));

  it('searches with the key in a header, in Czech, in the Czech Republic, within the session', async () => {
    const response = await get(
      '/api/geo/places?q=m%C3%ADr&session=3f1c2b7a-9d4e-4f0a-8b1c-2d3e4f5a6b7c',
    ).expect(200);
    expect(response.body).toEqual({
      provider: 'google',
      suggestions: [
        {
          id: 'ChIJ5aB2qYjuC0cRm7rEi6D7dCk',
          label: 'Mírové náměstí',
          secondary: 'Litoměřice, Česko',
          name: 'Mírové náměstí, Litoměřice, Česko',
        },
        {
          id: 'ChIJu0mHcjDvC0cR0BQ5hPfqAAQ',
          label: 'Mírová',
          secondary: 'Lovosice, Česko',
          name: 'Mírová, Lovosice, Česko',
        },
      ],
    });
    const sent = google.requests.at(-1);
    expect(sent?.url).toBe('/v1/places:autocomplete');
    expect(sent?.url).not.toContain(SERVER_KEY);
    expect(sent?.headers['x-goog-fieldmask']).toContain('suggestions.placePrediction.placeId');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      input: 'mír',
      languageCode: 'cs',
      includedRegionCodes: ['cz'],
      sessionToken: '3f1c2b7a-9d4e-4f0a-8b1c-2d3e4f5a6b7c',
    });
  });

  it('answers a repeated search from its cache without asking Google again', async () => {
    await get('/api/geo/places?q=terezin').expect(200);
    const asked = google.requests.length;
    const again = await get('/api/geo/places?q=Terezin').expect(200);
    expect(again.body.provider).toBe('google');
    expect(google.requests.length).toBe(asked);
  });

  it('resolves a place id to coordinates and the formatted address, and unknown ids to 404', async () => {
    const response = await get('/api/geo/places/ChIJ5aB2qYjuC0cRm7rEi6D7dCk?session=abcdefgh').expect(200);
    expect(response.body).toEqual({
      lat: 50.5335864,
      lng: 14.1317621,
      name: 'Mírové nám., 412 01 Litoměřice, Česko',
    });
    const sent = google.requests.at(-1);
    expect(sent?.url).toBe(
      '/v1/places/ChIJ5aB2qYjuC0cRm7rEi6D7dCk?languageCode=cs&regionCode=cz&sessionToken=abcdefgh',
    );
    expect(sent?.headers['x-goog-fieldmask']).toBe('location,formattedAddress,displayName');
    await get('/api/geo/places/ChIJunknown').expect(404);
    const asked = google.requests.length;
    await get('/api/geo/places/memory:praha-6:letiste-vaclava-havla').expect(404);
    expect(google.requests.length).toBe(asked);
  });

  it('sums every leg of the first route and decodes its polyline', async () => {
    const response = await get(`/api/geo/route?from=${LITOMERICE}&to=${LOVOSICE}`).expect(200);
    expect(response.body).toEqual({
      provider: 'google',
      distanceMetres: 8385,
      durationSeconds: 693,
      path: [
        [50.53359, 14.13176],
        [50.52622, 14.10541],
        [50.51502, 14.05109],
      ],
    });
    const sent = google.requests.at(-1);
    expect(sent?.headers['x-goog-fieldmask']).toBe(
      'routes.legs.duration,routes.legs.distanceMeters,routes.polyline.encodedPolyline',
    );
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      origin: { location: { latLng: { latitude: 50.5336, longitude: 14.1318 } } },
      destination: { location: { latLng: { latitude: 50.515, longitude: 14.0511 } } },
      travelMode: 'DRIVE',
    });
  });

  it('maps a Google 5xx to 502 and a refused key to 502, without leaking anything', async () => {
    google.answer((_request, response) => json(response, 503, { error: { message: `key ${SERVER_KEY}` } }));
    const failed = await get('/api/geo/places?q=bilina').expect(502);
    expect(failed.body).toEqual(UNAVAILABLE);
    google.answer((_request, response) => json(response, 403, { error: { status: 'PERMISSION_DENIED' } }));
    await get('/api/geo/places?q=duchcov').expect(502);
  });

  it('maps a Google that does not answer to 504 within the timeout', async () => {
    google.answer(hang);
    await expectWithin(2_000, async () => {
      const response = await get('/api/geo/route?from=50.6,14.1&to=50.7,14.2').expect(504);
      expect(response.body).toEqual(TIMED_OUT);
    });
  });

  it('maps a malformed answer to 502 and "no route" to 404', async () => {
    google.answer(notJson);
    await get('/api/geo/route?from=50.61,14.1&to=50.7,14.2').expect(502);
    google.answer((_request, response) => json(response, 200, { routes: [{ legs: [{ duration: 12 }] }] }));
    await get('/api/geo/route?from=50.62,14.1&to=50.7,14.2').expect(502);
    google.answer((_request, response) =>
      json(response, 200, { routes: [{ legs: [{ duration: '1s' }], polyline: { encodedPolyline: '~' } }] }),
    );
    await get('/api/geo/route?from=50.63,14.1&to=50.7,14.2').expect(502);
    google.answer((_request, response) => json(response, 200, {}));
    const none = await get('/api/geo/route?from=50.64,14.1&to=50.7,14.2').expect(404);
    expect(none.body).toEqual({ message: 'Mezi zadanými místy se nepodařilo najít trasu.' });
  });

  it('keeps serving after provider failures, and retries a failed call instead of caching the failure', async () => {
    google.answer((_request, response) => json(response, 500, {}));
    await get('/api/geo/places?q=roudnice').expect(502);
    google.answer(googleLike);
    await get('/api/geo/places?q=roudnice').expect(200);
    await gateway.http().get('/healthz').expect(200);
    await get('/api/vip').expect(200);
  });

  it('hands the SPA the browser key, never the server key', async () => {
    const response = await get('/api/geo/config').expect(200);
    expect(response.body).toMatchObject({ provider: 'google', googleBrowserKey: BROWSER_KEY });
    expect(response.text).not.toContain(SERVER_KEY);
  });
});

describe('geo with self-hosted OSRM and Photon', () => {
  let osrm: Awaited<ReturnType<typeof recordingFake>>;
  let photon: Awaited<ReturnType<typeof recordingFake>>;
  let gateway: TestGateway;
  let session: Session;
  const get = (path: string) => gateway.http().get(path).set('Cookie', session.cookie);
  const photonLike: FakeHandler = (_request, response) => json(response, 200, PHOTON_SAMPLE);
  const osrmLike: FakeHandler = (_request, response) => json(response, 200, OSRM_ROUTE_SAMPLE);

  beforeAll(async () => {
    osrm = await recordingFake();
    photon = await recordingFake();
    gateway = await startGateway('memory', {
      GEO_PROVIDER: 'osrm',
      OSRM_URL: osrm.fake.url,
      PHOTON_URL: `${photon.fake.url}/`,
      GEO_TIMEOUT_MS: TIMEOUT_MS,
    });
    session = await login(gateway);
  });
  afterAll(async () => {
    await gateway.close();
    await osrm.fake.close();
    await photon.fake.close();
  });
  beforeEach(() => {
    osrm.answer(osrmLike);
    photon.answer(photonLike);
  });

  it('searches Photon around the home town inside Czechia and keeps Czech places only', async () => {
    const response = await get('/api/geo/places?q=mirove').expect(200);
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
    const response = await get(`/api/geo/route?from=${LITOMERICE}&to=${LOVOSICE}`).expect(200);
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
    await get('/api/geo/route?from=50.5,14.1&to=50.6,14.2').expect(200);
    const asked = osrm.requests.length;
    await get('/api/geo/route?from=50.5,14.1&to=50.6,14.2').expect(200);
    expect(osrm.requests.length).toBe(asked);
  });

  it('maps NoRoute to 404, a 5xx to 502, a hang to 504 and garbage to 502', async () => {
    osrm.answer((_request, response) => json(response, 400, OSRM_NO_ROUTE_SAMPLE));
    await get('/api/geo/route?from=50.51,14.1&to=50.6,14.2').expect(404);
    osrm.answer((_request, response) => json(response, 503, { message: 'down' }));
    expect((await get('/api/geo/route?from=50.52,14.1&to=50.6,14.2').expect(502)).body).toEqual(UNAVAILABLE);
    osrm.answer(hang);
    await expectWithin(2_000, async () => {
      expect((await get('/api/geo/route?from=50.53,14.1&to=50.6,14.2').expect(504)).body).toEqual(TIMED_OUT);
    });
    osrm.answer(notJson);
    await get('/api/geo/route?from=50.54,14.1&to=50.6,14.2').expect(502);
    photon.answer((_request, response) => json(response, 200, { features: 'none' }));
    await get('/api/geo/places?q=bilina').expect(502);
    photon.answer(hang);
    await expectWithin(2_000, () => get('/api/geo/places?q=krupka').expect(504));
    await get('/api/geo/places?q=mirove').expect(200);
  });

  it('answers 404 for ids it did not make', async () => {
    await get('/api/geo/places/ChIJ5aB2qYjuC0cRm7rEi6D7dCk').expect(404);
  });
});

describe('geo start-up and logs', () => {
  it('refuses to start with GEO_PROVIDER=google and no server key, naming the variable', () => {
    expect(() => AppConfig.fromEnv(testEnv({ GEO_PROVIDER: 'google' }))).toThrow(/GOOGLE_MAPS_SERVER_KEY/);
    expect(() => AppConfig.fromEnv(testEnv({ GEO_PROVIDER: 'osrm' }))).toThrow(/OSRM_URL[\s\S]*PHOTON_URL/);
  });

  it('logs provider failures without the key or the service URL', async () => {
    const key = 'AIzaNeverLogThisKey-42';
    const google = await recordingFake();
    google.answer((_request, response) => json(response, 500, { error: { message: key } }));
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const env = testEnv({
      LOG_LEVEL: 'info',
      GEO_PROVIDER: 'google',
      GOOGLE_MAPS_SERVER_KEY: key,
      GOOGLE_PLACES_BASE_URL: google.fake.url,
      GEO_TIMEOUT_MS: TIMEOUT_MS,
    });
    const app = await createApp(AppConfig.fromEnv(env), { logDestination: sink });
    await app.init();
    // `listen()` would flush the logs Nest buffers during start-up; supertest does not listen.
    app.flushLogs();
    try {
      const agent = () => request(app.getHttpServer());
      const loggedIn = await agent().post('/api/admins/login').send(MOCK_CREDENTIALS).expect(200);
      const token = loggedIn.body.accessToken as string;
      await agent().get('/api/geo/places?q=lovosice').set('Authorization', `Bearer ${token}`).expect(502);
      const logged = lines.join('');
      expect(logged).toContain('Map service failure (unavailable): Google Places: HTTP 500');
      expect(logged).not.toContain(key);
      expect(logged).not.toContain(google.fake.url);
    } finally {
      await app.close();
      await google.fake.close();
    }
  });
});
