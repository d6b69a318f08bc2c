import { afterEach, describe, expect, it, vi } from 'vitest';
import { callGatewayApi } from './gateway-api';

function mockFetch(body: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('callGatewayApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts the query in the URL and encodes path parameters', async () => {
    const fetchMock = mockFetch({ lat: 1, lng: 2, name: 'X' });
    await callGatewayApi('placeResolve', { params: { id: 'a b/c' }, query: { session: 'abcdefgh12' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/geo/places/a%20b%2Fc?session=abcdefgh12', expect.anything());
  });

  it('leaves out absent query values', async () => {
    const fetchMock = mockFetch({ suggestions: [], provider: 'memory' });
    await callGatewayApi('placeSearch', { query: { q: 'Lito', session: undefined } });
    expect(fetchMock).toHaveBeenCalledWith('/api/geo/places?q=Lito', expect.anything());
  });
});
