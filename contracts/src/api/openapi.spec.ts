import { buildOpenApiDocument } from './openapi';
import { apiEndpoints, endpoints, gatewayEndpoints } from './endpoints';

type Operation = {
  operationId: string;
  parameters: { name: string; in: string }[];
  requestBody?: { content: { 'application/json': { schema: { properties?: Record<string, unknown> } } } };
  responses: Record<string, unknown>;
  security?: unknown[];
};

const document = buildOpenApiDocument() as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and describes every documented and gateway call once', () => {
    expect(document.openapi).toBe('3.1.0');
    const ids = operations.map((operation) => operation.operationId).sort();
    expect(ids).toEqual(Object.keys(apiEndpoints).sort());
    expect(ids).toHaveLength(Object.keys(endpoints).length + Object.keys(gatewayEndpoints).length);
  });

  it('takes request bodies from the contracts schemas', () => {
    const create = document.paths['/api/admins/order/create']?.post;
    expect(Object.keys(create?.requestBody?.content['application/json'].schema.properties ?? {})).toEqual(
      expect.arrayContaining(['pickup_location', 'destination', 'price', 'people', 'id_driver']),
    );
  });

  it('lists path and query parameters', () => {
    const driverToken = document.paths['/api/admins/getNotificationTokensOfDriver/{driverId}']?.get;
    expect(driverToken?.parameters).toEqual([expect.objectContaining({ name: 'driverId', in: 'path' })]);
    const route = document.paths['/api/geo/route']?.get;
    expect(route?.parameters.map((parameter) => parameter.name)).toEqual(['from', 'to']);
  });

  it('lists a query’s fields as query parameters, required where its schema requires them', () => {
    const nearest = document.paths['/api/fleet/nearest']?.get;
    expect(nearest?.parameters).toEqual([
      expect.objectContaining({ name: 'lat', in: 'query', required: true }),
      expect.objectContaining({ name: 'lng', in: 'query', required: true }),
    ]);
  });

  it('leaves out an entry that nothing serves', () => {
    const served = new Set(Object.keys(apiEndpoints).filter((name) => name !== 'vipList'));
    const partial = buildOpenApiDocument({ served }) as typeof document;
    expect(partial.paths['/api/vip']).toBeUndefined();
    expect(partial.paths['/api/vip/create']?.post).toBeDefined();
  });

  it('marks public calls as needing no session and admin calls as answering 401', () => {
    expect(document.paths['/api/admins/login']?.post?.security).toEqual([]);
    expect(document.paths['/api/vip']?.get?.responses['401']).toBeDefined();
  });
});

describe('a proposed extension in the OpenAPI document', () => {
  const assign = document.paths['/api/admins/order/assign']?.post as
    (Operation & { description?: string; tags: string[]; 'x-upstream-extension'?: string }) | undefined;

  it('says it is not part of the company server’s current API', () => {
    expect(assign?.tags).toEqual(['Návrh rozšíření API serveru objednávek']);
    expect(assign?.description).toContain('Není součástí současného API serveru objednávek');
    expect(assign?.['x-upstream-extension']).toBe('orderAssign');
  });

  it('lists every answer of the contract: 404, 409 and 501 besides the usual', () => {
    expect(Object.keys(assign?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '409', '501']),
    );
    const sent = Object.keys(assign?.requestBody?.content['application/json'].schema.properties ?? {});
    expect(sent.sort()).toEqual(['driver_name', 'expected_id_driver', 'id', 'id_driver', 'token']);
  });
});
