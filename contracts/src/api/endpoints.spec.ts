import {
  apiEndpoints,
  type Endpoint,
  endpointRoutes,
  endpoints,
  gatewayEndpointRoutes,
  gatewayEndpoints,
} from './endpoints';

describe('endpoint catalogue', () => {
  const list: Endpoint[] = Object.values(endpoints);

  it('lists all 34 calls of the specification once each', () => {
    expect(list).toHaveLength(34);
    expect(new Set(list.map((e) => `${e.method} ${e.path}`)).size).toBe(34);
  });

  it('leaves only login, logout, the contact form and the token check public', () => {
    const publicPaths = list.filter((e) => e.access === 'public').map((e) => e.path);
    expect(publicPaths.sort()).toEqual(
      [
        '/api/admins/sendWebEmail',
        '/api/admins/login',
        '/api/history_login/create',
        '/api/admins/{token}',
      ].sort(),
    );
  });

  it('gives every POST a body schema and no GET one', () => {
    for (const endpoint of list) {
      expect(endpoint.body !== undefined).toBe(endpoint.method === 'POST');
    }
  });

  it("names the gateway's own calls apart from the specification's, each method and path once", () => {
    const specNames = Object.keys(endpoints);
    expect(Object.keys(gatewayEndpoints).filter((name) => specNames.includes(name))).toEqual([]);
    const all: Endpoint[] = Object.values(apiEndpoints);
    expect(all).toHaveLength(specNames.length + Object.keys(gatewayEndpoints).length);
    expect(new Set(all.map((e) => `${e.method} ${e.path}`)).size).toBe(all.length);
  });

  it('joins each route with its schemas, name by name and in order', () => {
    expect(Object.keys(endpoints)).toEqual(Object.keys(endpointRoutes));
    expect(Object.keys(gatewayEndpoints)).toEqual(Object.keys(gatewayEndpointRoutes));
    for (const [name, route] of Object.entries({ ...endpointRoutes, ...gatewayEndpointRoutes })) {
      expect(apiEndpoints[name as keyof typeof apiEndpoints]).toMatchObject(route);
    }
    expect(endpoints.login.body).toBeDefined();
    expect(endpoints.login.response).toBeDefined();
  });
});
