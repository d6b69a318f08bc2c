import { json, startFakeUpstream, type FakeUpstream } from '@test/support/fake-upstream';
import { FleetError } from './fleet.errors';
import { trackingHttp } from './tracking-policy';

describe('reading a tracking provider (TRACKING_POLICY)', () => {
  let server: FakeUpstream;
  const signal = () => new AbortController().signal;

  beforeAll(async () => {
    server = await startFakeUpstream((request, response, body) => {
      switch (request.url ?? '') {
        case '/base/ok':
          return json(response, 200, { echo: body ? (JSON.parse(body) as unknown) : null });
        case '/base/refused':
          return json(response, 401, { message: 'bad key' });
        case '/base/broken':
          return json(response, 500, { message: 'db down at key=abc' });
        case '/base/missing':
          return json(response, 404, {});
        case '/base/text':
          response.writeHead(200, { 'content-type': 'text/html' });
          return void response.end('<html>');
        case '/base/huge':
          return json(response, 200, { blob: 'x'.repeat(5_000) });
        case '/base/moved':
          response.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' });
          return void response.end();
        default:
          return; // never answers
      }
    });
  });
  afterAll(() => server.close());

  const failure = async (promise: Promise<unknown>): Promise<FleetError> => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(FleetError);
    return error as FleetError;
  };

  it('sends JSON below the base path and reads a JSON answer', async () => {
    const http = trackingHttp(`${server.url}/base/`);
    const answer = await http.call({ method: 'POST', path: '/ok', body: { key: 'k' }, signal: signal() });
    expect(answer).toEqual({ status: 200, body: { echo: { key: 'k' } } });
  });

  it('returns 401/403 as answers, for the caller to decide', async () => {
    const http = trackingHttp(`${server.url}/base`);
    expect(await http.call({ method: 'GET', path: '/refused', signal: signal() })).toEqual({
      status: 401,
      body: { message: 'bad key' },
    });
  });

  it('turns 5xx and other 4xx into "unavailable", naming only method, path and status', async () => {
    const http = trackingHttp(`${server.url}/base`);
    const error = await failure(http.call({ method: 'GET', path: '/broken', signal: signal() }));
    expect(error).toMatchObject({ failure: 'unavailable', detail: 'GET /broken: HTTP 500' });
    expect(error.message).toBe('Sledování vozidel je nedostupné.');
    expect(await failure(http.call({ method: 'GET', path: '/missing', signal: signal() }))).toMatchObject({
      failure: 'unavailable',
    });
  });

  it('turns a non-JSON or oversized answer into "bad-response"', async () => {
    const http = trackingHttp(`${server.url}/base`, 1_000);
    expect(await failure(http.call({ method: 'GET', path: '/text', signal: signal() }))).toMatchObject({
      failure: 'bad-response',
    });
    expect(await failure(http.call({ method: 'GET', path: '/huge', signal: signal() }))).toMatchObject({
      failure: 'bad-response',
      detail: 'GET /huge: answer too large',
    });
  });

  it('does not follow redirects (they could carry the credentials elsewhere)', async () => {
    const http = trackingHttp(`${server.url}/base`);
    expect(await failure(http.call({ method: 'GET', path: '/moved', signal: signal() }))).toMatchObject({
      failure: 'unavailable',
    });
  });

  it('reports a refused connection without the address', async () => {
    const http = trackingHttp('http://127.0.0.1:1');
    const error = await failure(http.call({ method: 'GET', path: '/x', signal: signal() }));
    expect(error).toMatchObject({ failure: 'unavailable', detail: 'GET /x: no connection' });
  });

  it('gives up when the poll deadline fires, with the deadline as the reason', async () => {
    const http = trackingHttp(`${server.url}/base`);
    const deadline = new AbortController();
    setTimeout(() => deadline.abort(new FleetError('timeout', 'deadline')), 50).unref();
    const error = await failure(http.call({ method: 'GET', path: '/hang', signal: deadline.signal }));
    expect(error).toMatchObject({ failure: 'timeout', message: 'Sledování vozidel neodpovědělo včas.' });
  });
});
