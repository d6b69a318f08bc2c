import { Writable } from 'node:stream';
import request from 'supertest';
import { AppConfig } from '@/config/app-config';
import { createApp } from '@/create-app';
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
import {
  GOOGLE_AUTOCOMPLETE_SAMPLE,
  GOOGLE_PLACE_DETAILS_SAMPLE,
  GOOGLE_ROUTES_SAMPLE,
} from './support/google.samples';
import { MOCK_CREDENTIALS, testEnv } from './support/test-app';
import { pathOf } from '@taxi/contracts';

describe('geo with Google (Places API New, Routes API)', () => {
  const SERVER_KEY = 'AIzaServerSecret-0123456789';
  const BROWSER_KEY = 'AIzaBrowserKey-abcdef';
  let google: RecordingFake;
  let geo: GeoGateway;
  const get = (path: string) => geo.get(path);

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
    geo = await startGeoGateway({
      GEO_PROVIDER: 'google',
      GOOGLE_MAPS_SERVER_KEY: SERVER_KEY,
      GOOGLE_MAPS_BROWSER_KEY: BROWSER_KEY,
      GOOGLE_PLACES_BASE_URL: google.fake.url,
      GOOGLE_ROUTES_BASE_URL: google.fake.url,
      GEO_TIMEOUT_MS,
    });
  });
  afterAll(async () => {
    await geo.gateway.close();
    await google.fake.close();
  });
  afterEach(() => google.answer(googleLike));

  it('searches with the key in a header, in Czech, in the Czech Republic, within the session', async () => {
    const response = await get(
      `${pathOf('placeSearch')}?q=m%C3%ADr&session=3f1c2b7a-9d4e-4f0a-8b1c-2d3e4f5a6b7c`,
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
    await get(`${pathOf('placeSearch')}?q=terezin`).expect(200);
    const asked = google.requests.length;
    const again = await get(`${pathOf('placeSearch')}?q=Terezin`).expect(200);
    expect(again.body.provider).toBe('google');
    expect(google.requests.length).toBe(asked);
  });

  it('resolves a place id to coordinates and the formatted address, and unknown ids to 404', async () => {
    const response = await get(
      `${pathOf('placeResolve', { id: 'ChIJ5aB2qYjuC0cRm7rEi6D7dCk' })}?session=abcdefgh`,
    ).expect(200);
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
    await get(pathOf('placeResolve', { id: 'ChIJunknown' })).expect(404);
    const asked = google.requests.length;
    await get(pathOf('placeResolve', { id: 'memory:praha-6:letiste-vaclava-havla' })).expect(404);
    expect(google.requests.length).toBe(asked);
  });

  it('sums every leg of the first route and decodes its polyline', async () => {
    const response = await get(`${pathOf('route')}?from=${LITOMERICE}&to=${LOVOSICE}`).expect(200);
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
    const failed = await get(`${pathOf('placeSearch')}?q=bilina`).expect(502);
    expect(failed.body).toEqual(GEO_UNAVAILABLE);
    google.answer((_request, response) => json(response, 403, { error: { status: 'PERMISSION_DENIED' } }));
    await get(`${pathOf('placeSearch')}?q=duchcov`).expect(502);
  });

  it('maps a Google that does not answer to 504 within the timeout', async () => {
    google.answer(hang);
    await expectWithin(GEO_TIMEOUT_BOUND_MS, async () => {
      const response = await get(`${pathOf('route')}?from=50.6,14.1&to=50.7,14.2`).expect(504);
      expect(response.body).toEqual(GEO_TIMED_OUT);
    });
  });

  it('maps a malformed answer to 502 and "no route" to 404', async () => {
    google.answer(notJson);
    await get(`${pathOf('route')}?from=50.61,14.1&to=50.7,14.2`).expect(502);
    google.answer((_request, response) => json(response, 200, { routes: [{ legs: [{ duration: 12 }] }] }));
    await get(`${pathOf('route')}?from=50.62,14.1&to=50.7,14.2`).expect(502);
    google.answer((_request, response) =>
      json(response, 200, { routes: [{ legs: [{ duration: '1s' }], polyline: { encodedPolyline: '~' } }] }),
    );
    await get(`${pathOf('route')}?from=50.63,14.1&to=50.7,14.2`).expect(502);
    google.answer((_request, response) => json(response, 200, {}));
    const none = await get(`${pathOf('route')}?from=50.64,14.1&to=50.7,14.2`).expect(404);
    expect(none.body).toEqual({ message: 'Mezi zadanými místy se nepodařilo najít trasu.' });
  });

  it('keeps serving after provider failures, and retries a failed call instead of caching the failure', async () => {
    google.answer((_request, response) => json(response, 500, {}));
    await get(`${pathOf('placeSearch')}?q=roudnice`).expect(502);
    google.answer(googleLike);
    await get(`${pathOf('placeSearch')}?q=roudnice`).expect(200);
    await geo.gateway.http().get('/healthz').expect(200);
    await get(pathOf('vipList')).expect(200);
  });

  it('hands the SPA the browser key, never the server key', async () => {
    const response = await get(pathOf('mapConfig')).expect(200);
    expect(response.body).toMatchObject({ provider: 'google', googleBrowserKey: BROWSER_KEY });
    expect(response.text).not.toContain(SERVER_KEY);
  });
});

describe('geo with Google: start-up and logs', () => {
  it('refuses to start with GEO_PROVIDER=google and no server key, naming the variable', () => {
    expect(() => AppConfig.fromEnv(testEnv({ GEO_PROVIDER: 'google' }))).toThrow(/GOOGLE_MAPS_SERVER_KEY/);
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
      GEO_TIMEOUT_MS,
    });
    const app = await createApp(AppConfig.fromEnv(env), { logDestination: sink });
    await app.init();
    // `listen()` would flush the logs Nest buffers during start-up; supertest does not listen.
    app.flushLogs();
    try {
      const agent = () => request(app.getHttpServer());
      const loggedIn = await agent().post(pathOf('login')).send(MOCK_CREDENTIALS).expect(200);
      const token = loggedIn.body.accessToken as string;
      await agent()
        .get(`${pathOf('placeSearch')}?q=lovosice`)
        .set('Authorization', `Bearer ${token}`)
        .expect(502);
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
