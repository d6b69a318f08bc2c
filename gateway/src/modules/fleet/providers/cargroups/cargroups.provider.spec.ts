import { json, startFakeUpstream, type FakeUpstream } from '@test/support/fake-upstream';
import { FleetError } from '@/modules/fleet/fleet.errors';
import { CarGroupsProvider } from './cargroups.provider';
import { CARGROUPS_ANSWER } from '@test/support/cargroups.samples';

describe('car-group service provider', () => {
  let server: FakeUpstream;
  let issued = 0;
  let valid = new Set<string>();
  let keys: unknown[] = [];
  const signal = new AbortController().signal;

  beforeAll(async () => {
    server = await startFakeUpstream((request, response, body) => {
      if (request.method === 'POST' && request.url === '/v1/authenticate') {
        const { key } = JSON.parse(body) as { key?: string };
        keys.push(key);
        if (key !== 'fleet-key') {
          return json(response, 401, { message: 'invalid key' });
        }
        issued += 1;
        const token = `token-${issued}`;
        valid.add(token);
        return json(response, 200, { token });
      }
      if (request.method === 'GET' && request.url === '/v1/carGroups') {
        const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        return token && valid.has(token) ? json(response, 200, CARGROUPS_ANSWER) : json(response, 401, {});
      }
      return json(response, 404, {});
    });
  });
  beforeEach(() => {
    server.received.length = 0;
    issued = 0;
    valid = new Set();
    keys = [];
  });
  afterAll(() => server.close());

  it('authenticates with the key in the body, then reuses the token on later polls', async () => {
    const provider = new CarGroupsProvider({ baseUrl: `${server.url}/v1`, key: 'fleet-key' });
    expect(await provider.fetchPositions(signal)).toHaveLength(3);
    expect(await provider.fetchPositions(signal)).toHaveLength(3);
    expect(server.seen).toEqual(['POST /v1/authenticate', 'GET /v1/carGroups', 'GET /v1/carGroups']);
    expect(keys).toEqual(['fleet-key']);
  });

  it('renews a token the service no longer accepts, within the same poll', async () => {
    const provider = new CarGroupsProvider({ baseUrl: `${server.url}/v1`, key: 'fleet-key' });
    await provider.fetchPositions(signal);
    valid.clear();
    expect(await provider.fetchPositions(signal)).toHaveLength(3);
    expect(server.seen).toEqual([
      'POST /v1/authenticate',
      'GET /v1/carGroups',
      'GET /v1/carGroups',
      'POST /v1/authenticate',
      'GET /v1/carGroups',
    ]);
  });

  it('fails as "rejected" when the key is refused, without quoting it', async () => {
    const provider = new CarGroupsProvider({ baseUrl: `${server.url}/v1`, key: 'wrong-key' });
    const error = await provider.fetchPositions(signal).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FleetError);
    expect(error).toMatchObject({
      failure: 'rejected',
      message: 'Sledování vozidel odmítlo přístupové údaje.',
    });
    expect(JSON.stringify({ ...(error as FleetError), text: String(error) })).not.toContain('wrong-key');
  });
});
