import { apiEndpoints, gatewayEndpointRoutes, pathOf } from '@taxi/contracts';
import { login, startGateway, type TestGateway } from './support/test-app';

describe('API documentation (development)', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startGateway('memory', { NODE_ENV: 'development' });
  });
  afterAll(() => gateway.close());

  it('serves the OpenAPI 3.1 document of every call', async () => {
    const response = await gateway.http().get('/api/openapi.json').expect(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(response.body.paths[pathOf('orderCreate')].post.responses['201']).toBeDefined();
    expect(response.body.paths[pathOf('route')].get).toBeDefined();
    const paths = response.body.paths as Record<
      string,
      Record<string, { parameters?: Array<{ name: string }> }>
    >;
    for (const [name, entry] of Object.entries(gatewayEndpointRoutes)) {
      expect({ name, documented: paths[entry.path]?.[entry.method.toLowerCase()] !== undefined }).toEqual({
        name,
        documented: true,
      });
    }
    const nearest = paths[pathOf('fleetNearest')]?.get?.parameters?.map((parameter) => parameter.name);
    expect(nearest).toEqual(expect.arrayContaining(['lat', 'lng']));
  });

  it('documents exactly the catalogue calls the gateway serves', async () => {
    const response = await gateway.http().get('/api/openapi.json').expect(200);
    const paths = response.body.paths as Record<string, Record<string, { operationId: string }>>;
    const documented = Object.values(paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    // Every entry is served (the routes suite checks that), so every one is documented.
    expect(documented.sort()).toEqual(Object.keys(apiEndpoints).sort());
  });

  it('serves a docs page whose scripts are files, not inline code', async () => {
    const page = await gateway.http().get('/api/docs').expect(200);
    expect(page.text).toContain('<div id="swagger-ui">');
    expect(page.text).not.toMatch(/<script>[^<]/);
    await gateway
      .http()
      .get('/api/docs/assets/init.js')
      .expect(200, /SwaggerUIBundle/);
    const bundle = await gateway.http().get('/api/docs/assets/swagger-ui-bundle.js').expect(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    await gateway.http().get('/api/docs/assets/swagger-ui.css').expect(200);
    await gateway.http().get('/api/docs/assets/package.json').expect(404);
    await gateway.http().get('/api/docs/assets/..%2Fpackage.json').expect(404);
  });
});

describe('API documentation (production)', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startGateway('memory', { NODE_ENV: 'production' });
  });
  afterAll(() => gateway.close());

  it('is for signed-in admins only', async () => {
    await gateway.http().get('/api/openapi.json').expect(401);
    await gateway.http().get('/api/docs').expect(401);
    const session = await login(gateway);
    await gateway.http().get('/api/openapi.json').set('Cookie', session.cookie).expect(200);
    await gateway.http().get('/api/docs').set('Cookie', session.cookie).expect(200);
  });
});
