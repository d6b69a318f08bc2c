import { type NearestVehicles, NearestVehiclesSchema, pathOf } from '@taxi/contracts';
import { type FakeUpstream, json, startFakeUpstream } from './support/fake-upstream';
import { recordingFake, type RecordingFake } from './support/geo-suite';
import { GOOGLE_ROUTE_MATRIX_SAMPLE } from './support/google.samples';
import { ADAPTERS, login, type Session, startGateway, type TestGateway } from './support/test-app';

const PICKUP = { lat: 50.5336, lng: 14.1318 };
const nearestPath = (query: Record<string, string | number>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    search.set(key, String(value));
  }
  return `${pathOf('fleetNearest')}?${search.toString()}`;
};

async function nearest(gateway: TestGateway, session: Session, at = PICKUP): Promise<NearestVehicles> {
  const response = await gateway.http().get(nearestPath(at)).set('Cookie', session.cookie).expect(200);
  return NearestVehiclesSchema.parse(response.body);
}

/** Asks until the first fleet poll has landed (no fixed sleeps). */
async function nearestOnceTracked(gateway: TestGateway, session: Session): Promise<NearestVehicles> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await nearest(gateway, session);
    if (answer.fetchedAt !== null || Date.now() > deadline) {
      return answer;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(ADAPTERS)('GET /api/fleet/nearest (%s adapter): who may ask and with what', (adapter) => {
  let gateway: TestGateway;
  let session: Session;

  beforeAll(async () => {
    gateway = await startGateway(adapter, { FLEET_SIMULATED_VEHICLES: '50' });
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  it('answers 401 without a session and leaks no vehicle', async () => {
    const response = await gateway.http().get(nearestPath(PICKUP)).expect(401);
    expect(JSON.stringify(response.body)).not.toMatch(/spz|carID/);
  });

  it.each([
    [{ lat: 'abc', lng: 14.13 }, 'lat'],
    [{ lat: 95, lng: 14.13 }, 'lat'],
    [{ lat: 50.5, lng: -181 }, 'lng'],
    [{ lat: 50.5 }, 'lng'],
    [{ lat: 50.5, lng: 14.1, radius: 5 }, 'radius'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const response = await gateway.http().get(nearestPath(query)).set('Cookie', session.cookie).expect(400);
    expect(JSON.stringify(response.body)).toContain(field);
  });

  it('offers at most three simulated cars, the quickest first, by the offline estimate', async () => {
    const answer = await nearestOnceTracked(gateway, session);
    expect(answer.routing).toBe('memory');
    expect(answer.vehicles).toHaveLength(3);
    const durations = answer.vehicles.map((vehicle) => vehicle.durationSeconds);
    expect([...durations].sort((a, b) => a - b)).toEqual(durations);
    for (const vehicle of answer.vehicles) {
      expect(vehicle.spz).not.toBe('');
      expect(vehicle.driver).not.toBe('');
      expect(vehicle.stale).toBe(false);
    }
  });
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Cars around Litoměřice: the closest by straight line is not the quickest by road. */
function cargroupsAnswer() {
  const car = (carID: number, driver: string, latitude: number, longitude: number, age = 0) => ({
    carID,
    spz: `4U${carID} 0000`,
    driver,
    lastPosition: { latitude, longitude, timestamp: minutesAgo(age) },
  });
  return {
    carGroups: [
      {
        id: 1,
        name: 'Litoměřice',
        cars: [
          car(1, 'Novák', 50.534, 14.132),
          car(2, 'Svoboda', 50.53, 14.13),
          car(3, 'Dvořák', 50.52, 14.12, 10),
          car(4, 'Černý', 50.51, 14.05),
          // Prague: never a candidate while eight cars stand closer.
          ...Array.from({ length: 8 }, (_unused, index) =>
            car(20 + index, `Praha ${index}`, 50.08, 14.42 + index / 100),
          ),
          car(5, 'Veselý', 50.55, 14.16),
          car(6, 'Horák', 50.56, 14.17),
          car(7, 'Marek', 50.57, 14.18),
          car(8, 'Pokorný', 50.58, 14.19),
        ],
      },
    ],
  };
}

/** Road times the fake routing service gives each car by its position: car 1 must cross the river. */
const SECONDS_BY_POSITION: Record<string, number | null> = {
  '14.132000,50.534000': 600,
  '14.130000,50.530000': 120,
  '14.120000,50.520000': 300,
  '14.050000,50.510000': null,
};

describe('GET /api/fleet/nearest with a tracking service and OSRM', () => {
  let tracking: FakeUpstream;
  let osrm: RecordingFake;
  let gateway: TestGateway;
  let session: Session;

  beforeAll(async () => {
    tracking = await startFakeUpstream((request, response) => {
      if (request.url === '/fleet/v1/authenticate') {
        return json(response, 200, { token: 't' });
      }
      return json(response, 200, cargroupsAnswer());
    });
    osrm = await recordingFake();
    osrm.answer((request, response) => {
      const url = new URL(request.url ?? '', 'http://fake');
      const points = decodeURIComponent(url.pathname.replace('/table/v1/driving/', '')).split(';');
      const sources = (url.searchParams.get('sources') ?? '').split(';').map(Number);
      const rows = sources.map((index) => {
        const seconds = SECONDS_BY_POSITION[points[index] ?? ''];
        return seconds === undefined ? 1800 : seconds;
      });
      json(response, 200, {
        code: 'Ok',
        durations: rows.map((seconds) => [seconds]),
        distances: rows.map((seconds) => [seconds === null ? null : seconds * 10]),
      });
    });
    gateway = await startGateway('memory', {
      FLEET_PROVIDER: 'cargroups',
      FLEET_CARGROUPS_URL: `${tracking.url}/fleet/v1`,
      FLEET_CARGROUPS_KEY: 'k',
      GEO_PROVIDER: 'osrm',
      OSRM_URL: osrm.fake.url,
      PHOTON_URL: osrm.fake.url,
      GEO_TIMEOUT_MS: '5000',
    });
    session = await login(gateway);
  });
  afterAll(async () => {
    await gateway.close();
    await tracking.close();
    await osrm.fake.close();
  });

  it('ranks the eight closest cars by road time in one table request and offers the quickest three', async () => {
    const answer = await nearestOnceTracked(gateway, session);
    expect(answer.routing).toBe('osrm');
    expect(
      answer.vehicles.map(({ driver, durationSeconds, stale }) => ({ driver, durationSeconds, stale })),
    ).toEqual([
      { driver: 'Svoboda (Litoměřice)', durationSeconds: 120, stale: false },
      { driver: 'Dvořák (Litoměřice)', durationSeconds: 300, stale: true },
      { driver: 'Novák (Litoměřice)', durationSeconds: 600, stale: false },
    ]);
    const tables = osrm.requests.filter((request) => request.url.startsWith('/table/'));
    expect(tables).toHaveLength(1);
    const sent = new URL(tables[0]?.url ?? '', 'http://fake');
    expect(sent.searchParams.get('sources')?.split(';')).toHaveLength(8);
    expect(sent.pathname).not.toContain('14.420000');
  });

  it('asks the routing service once per pickup however often, or however many at once, the form asks', async () => {
    const before = osrm.requests.length;
    const other = { lat: 50.5371, lng: 14.1339 };
    await Promise.all(Array.from({ length: 5 }, () => nearest(gateway, session, other)));
    await nearest(gateway, session, other);
    expect(osrm.requests.length - before).toBe(1);
  });

  it('answers 503 in Czech, with no address of the service, when the routing service fails', async () => {
    osrm.answer((_request, response) => json(response, 500, { code: 'InternalError' }));
    const response = await gateway
      .http()
      .get(nearestPath({ lat: 50.52, lng: 14.2 }))
      .set('Cookie', session.cookie);
    expect(response.status).toBeGreaterThanOrEqual(502);
    expect(response.body).toEqual({ message: 'Mapová služba je nedostupná.' });
    expect(JSON.stringify(response.body)).not.toContain('127.0.0.1');
  });
});

describe('GET /api/fleet/nearest with Google', () => {
  let google: RecordingFake;
  let gateway: TestGateway;
  let session: Session;

  beforeAll(async () => {
    google = await recordingFake();
    google.answer((_request, response) => json(response, 200, GOOGLE_ROUTE_MATRIX_SAMPLE));
    gateway = await startGateway('memory', {
      FLEET_SIMULATED_VEHICLES: '3',
      GEO_PROVIDER: 'google',
      GOOGLE_MAPS_SERVER_KEY: 'server-key-3f9a',
      GOOGLE_PLACES_BASE_URL: google.fake.url,
      GOOGLE_ROUTES_BASE_URL: google.fake.url,
      GEO_TIMEOUT_MS: '5000',
    });
    session = await login(gateway);
  });
  afterAll(async () => {
    await gateway.close();
    await google.fake.close();
  });

  it('sends one route matrix with the key in a header, and drops the car Google cannot route', async () => {
    const answer = await nearestOnceTracked(gateway, session);
    expect(answer.routing).toBe('google');
    expect(answer.vehicles.map((vehicle) => vehicle.durationSeconds)).toEqual([97, 418]);
    expect(google.requests).toHaveLength(1);
    const [request] = google.requests;
    expect(request?.url).toBe('/distanceMatrix/v2:computeRouteMatrix');
    expect(request?.headers['x-goog-api-key']).toBe('server-key-3f9a');
    const body = JSON.parse(request?.body ?? '{}') as { origins: unknown[]; destinations: unknown[] };
    expect(body.origins).toHaveLength(3);
    expect(body.destinations).toHaveLength(1);
  });
});
