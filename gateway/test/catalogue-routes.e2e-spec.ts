import { apiEndpoints, type Endpoint } from '@taxi/contracts';
import { routePath } from '@/common/routing/catalogue-route.decorator';
import { ADAPTERS, startGateway, type TestGateway } from './support/test-app';

/** Served under /api but not calls: the OpenAPI document and its Swagger UI. */
const DOCUMENTATION_ROUTES = [
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/assets/init.js',
  'GET /api/docs/assets/:file',
];

type RouteLayer = { route?: { path: unknown; methods: Record<string, boolean> } };

// Express matches with or without a trailing slash (Nest registers the path without it).
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

const catalogueRoute = (endpoint: Endpoint) =>
  `${endpoint.method} ${withoutTrailingSlash(routePath(endpoint.path))}`;

/** `METHOD /path` of every /api route the running app's Express router holds, in registration order. */
function servedApiRoutes(gateway: TestGateway): string[] {
  const router = (gateway.app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } }).router;
  return router.stack.flatMap(({ route }) =>
    route && typeof route.path === 'string' && route.path.startsWith('/api/')
      ? Object.keys(route.methods).map(
          (method) => `${method.toUpperCase()} ${withoutTrailingSlash(String(route.path))}`,
        )
      : [],
  );
}

describe.each(ADAPTERS)('controller routes and the endpoint catalogue (%s adapter)', (adapter) => {
  let gateway: TestGateway;
  let served: string[];

  beforeAll(async () => {
    gateway = await startGateway(adapter);
    served = servedApiRoutes(gateway);
  });
  afterAll(() => gateway.close());

  it.each(Object.entries(apiEndpoints))(
    'serves %s at its catalogue method and path, once',
    (_name, endpoint) => {
      const route = catalogueRoute(endpoint);
      expect(served.filter((candidate) => candidate === route)).toEqual([route]);
    },
  );

  it('serves no /api route that the catalogue does not declare', () => {
    const declared = new Set([...Object.values(apiEndpoints).map(catalogueRoute), ...DOCUMENTATION_ROUTES]);
    expect(served.filter((route) => !declared.has(route))).toEqual([]);
    expect(served.length).toBeGreaterThanOrEqual(Object.keys(apiEndpoints).length);
  });
});
