import type http from 'node:http';
import type { Test } from 'supertest';
import { type FakeHandler, type FakeUpstream, json, startFakeUpstream } from './fake-upstream';
import { login, startGateway, type TestGateway } from './test-app';

export const GEO_UNAVAILABLE = { message: 'Mapová služba je nedostupná.' };
export const GEO_TIMED_OUT = { message: 'Mapová služba neodpověděla včas.' };
// Long enough that a loaded machine still answers a healthy call in time; the hang tests wait it out.
export const GEO_TIMEOUT_MS = '2000';
/** How long a hung provider may take to become a 504: the timeout plus slack for a loaded machine. */
export const GEO_TIMEOUT_BOUND_MS = 8_000;
export const LITOMERICE = '50.5336,14.1318';
export const LOVOSICE = '50.515,14.0511';

/** What a recording fake saw of one request. */
export type Recorded = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

export type RecordingFake = {
  fake: FakeUpstream;
  requests: Recorded[];
  answer: (handler: FakeHandler) => void;
};

/** A fake that records each request's headers and body, then lets the test's handler answer. */
export async function recordingFake(): Promise<RecordingFake> {
  const requests: Recorded[] = [];
  let handler: FakeHandler = (_request, response) => json(response, 404, {});
  const fake = await startFakeUpstream((request, response, body) => {
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
    handler(request, response, body);
  });
  return { fake, requests, answer: (next) => (handler = next) };
}

export const hang: FakeHandler = () => undefined;

export const notJson: FakeHandler = (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"routes": [');
};

/** Runs `call` and checks it settled within `ms`. */
export async function expectWithin(ms: number, call: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  await call();
  expect(Date.now() - started).toBeLessThan(ms);
}

/** A memory-mode gateway with a geo configuration, logged in: `get` reads with the session cookie. */
export type GeoGateway = { gateway: TestGateway; get: (path: string) => Test };

export async function startGeoGateway(env: Record<string, string> = {}): Promise<GeoGateway> {
  const gateway = await startGateway('memory', env);
  const session = await login(gateway);
  return { gateway, get: (path) => gateway.http().get(path).set('Cookie', session.cookie) };
}
