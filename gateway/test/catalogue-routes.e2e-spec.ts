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

/** Whether Express, matching `earlier` first, would give it a request meant for `later`. */
function catches(earlier: string, later: string): boolean {
  const [earlierMethod, earlierPath = ''] = earlier.split(' ');
  const [laterMethod, laterPath = ''] = later.split(' ');
  const pattern = earlierPath.split('/');
  const segments = laterPath.split('/');
  return (
    earlierMethod === laterMethod &&
    pattern.length === segments.length &&
    pattern.every((part, index) => part.startsWith(':') || part === segments[index])
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

  // Express tries routes in the order modules add them: none may reach a route added before it.
  it('adds every route before any route that would catch its requests', () => {
    const shadowed = served.flatMap((later, index) =>
      served
        .slice(0, index)
        .filter((earlier) => earlier !== later && catches(earlier, later))
        .map((earlier) => `${earlier} is added before ${later} and catches its requests`),
    );
    expect(shadowed).toEqual([]);
    expect(catches('GET /api/admins/:token', 'GET /api/admins/getNotificationTokensOfDrivers')).toBe(true);
  });

  it('serves no /api route that the catalogue does not declare', () => {
    const declared = new Set([...Object.values(apiEndpoints).map(catalogueRoute), ...DOCUMENTATION_ROUTES]);
    expect(served.filter((route) => !declared.has(route))).toEqual([]);
    expect(served.length).toBeGreaterThanOrEqual(Object.keys(apiEndpoints).length);
  });
});
