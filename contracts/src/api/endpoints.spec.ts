import {
  apiEndpoints,
  type Endpoint,
  endpointRoutes,
  type EndpointRoute,
  endpoints,
  extensionFlags,
  gatewayEndpointRoutes,
  UPSTREAM_EXTENSIONS,
  gatewayEndpoints,
} from './endpoints';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathParameterNames } from './fill-path';

describe('endpoint catalogue', () => {
  const list: Endpoint[] = Object.values(endpoints);

  it('holds every call of the specification’s section 7, and each method and path once', () => {
    const section7 = [
      'POST /api/admins/sendWebEmail',
      'POST /api/admins/login',
      'POST /api/history_login/create',
      'GET /api/history_login',
      'GET /api/admins/{token}',
      'GET /api/sos',
      'POST /api/sos/dismiss',
      'GET /api/vip',
      'POST /api/vip/create',
      'GET /api/user/{token}',
      'POST /api/user/blacklistPhone',
      'POST /api/user/blacklist/remove',
      'POST /api/user/delete',
      'GET /api/notifications/get',
      'POST /api/notifications/create',
      'GET /api/payment/{token}/balance',
      'GET /api/order',
      'POST /api/order/delete',
      'GET /api/order/getMapData',
      'GET /api/admins/{token}/workhours',
      'POST /api/admins/setWorkhours',
      'POST /api/admins/removeWorkHours',
      'POST /api/driver/add',
      'POST /api/driver/remove',
      'POST /api/admins/appSet',
      'POST /api/admins/appRemove',
      'GET /api/driver/',
      'GET /api/admins/getNotificationTokensOfDrivers/',
      'GET /api/admins/getNotificationTokensOfDriver/{driverId}',
      'POST /api/admins/order/create',
      'POST /api/admins/earnings',
      'POST /api/admins/monthlyData',
      'POST /api/admins/deleteMonthlyData',
      'POST /api/admins/addMonthlyData',
    ];
    const calls = list.filter((e) => !e.extension).map((e) => `${e.method} ${e.path}`);
    expect(section7).toHaveLength(34);
    expect(calls.sort()).toEqual([...section7].sort());
    expect(new Set(list.map((e) => `${e.method} ${e.path}`)).size).toBe(list.length);
  });

  it('proposes every call the specification lacks as an extension, described for the company’s server', () => {
    // docs/upstream.md is what the company's server developers build from: each extension has its section.
    const contracts = readFileSync(path.resolve(__dirname, '../../../docs/upstream.md'), 'utf8');
    expect(UPSTREAM_EXTENSIONS.length).toBeGreaterThan(0);
    for (const name of UPSTREAM_EXTENSIONS) {
      const route: EndpointRoute = endpointRoutes[name];
      expect(route.access).toBe('admin');
      // Said in the 501 while it is off: "Server objednávek zatím neumí <lacking> …".
      expect(route.extension?.lacking).toMatch(/^\p{Ll}/u);
      expect(contracts).toContain(`## Proposed extension: \`${name}\``);
      expect(contracts).toContain(`${route.method} ${route.path}`);
    }
  });

  it('flags every proposed extension, on exactly for those named', () => {
    const flags = extensionFlags([UPSTREAM_EXTENSIONS[0]!]);
    expect(Object.keys(flags)).toEqual(UPSTREAM_EXTENSIONS);
    expect(Object.values(flags).filter(Boolean)).toHaveLength(1);
    expect(Object.values(extensionFlags([])).some(Boolean)).toBe(false);
  });

  it('marks as read-only exactly the POSTs that change no data: earnings, the monthly list, the activity signal', () => {
    const readOnly = Object.entries(apiEndpoints)
      .filter(([, endpoint]: [string, Endpoint]) => endpoint.readOnly)
      .map(([name]) => name);
    // The screen's activity signal and a web order's status change no data either.
    expect(readOnly.sort()).toEqual(['earnings', 'monthlyList', 'sessionActivity', 'webOrderStatus']);
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

  it('reads a creation back only from a list call whose records and body carry the fields it matches', () => {
    const shapeOf = (schema: unknown): Record<string, unknown> => {
      const def = (schema as { def?: { shape?: object; element?: unknown; type?: string } }).def;
      if (def?.type === 'array') {
        return shapeOf(def.element);
      }
      return (def?.shape ?? (schema as { shape?: object }).shape ?? {}) as Record<string, unknown>;
    };
    const creations = Object.entries(endpoints).filter(([, e]) => {
      const route: Endpoint = e;
      return route.reading?.kind === 'created';
    });
    expect(creations.map(([name]) => name).sort()).toEqual(['monthlyAdd', 'notificationCreate', 'vipCreate']);
    for (const [, endpoint] of creations) {
      const route: Endpoint = endpoint;
      if (route.reading?.kind !== 'created') {
        continue;
      }
      const { list: listName, same, listBody = [] } = route.reading.readBack;
      const list: Endpoint | undefined = (endpoints as Record<string, Endpoint>)[listName];
      expect(list?.response).toBeDefined();
      const records = shapeOf(list?.response);
      const sent = shapeOf(route.body);
      for (const field of same) {
        expect([field, Object.hasOwn(records, field), Object.hasOwn(sent, field)]).toEqual([
          field,
          true,
          true,
        ]);
      }
      for (const field of listBody) {
        expect([field, Object.hasOwn(shapeOf(list?.body), field), Object.hasOwn(sent, field)]).toEqual([
          field,
          true,
          true,
        ]);
      }
    }
  });

  it('puts the session token into the body only of calls whose body names a token', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const route: Endpoint = endpoint;
      if (route.tokenInBody) {
        const shape = (route.body as { shape?: object } | undefined)?.shape ?? {};
        expect([name, Object.hasOwn(shape, 'token')]).toEqual([name, true]);
      }
    }
  });

  it('validates every path parameter but {token} with a schema of exactly those names', () => {
    for (const [name, endpoint] of Object.entries(apiEndpoints)) {
      const route: Endpoint = endpoint;
      const names = pathParameterNames(route.path).filter((parameter) => parameter !== 'token');
      const shape = (route.params as { shape?: object } | undefined)?.shape ?? {};
      expect([name, Object.keys(shape).sort()]).toEqual([name, names.sort()]);
    }
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
