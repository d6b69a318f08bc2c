import { DEFAULT_TARIFF, gatewayEndpoints, pathOf, TariffSchema } from '@taxi/contracts';
import { concretePath } from './support/catalogue-paths';
import { login, startGateway, type Session, type TestGateway } from './support/test-app';

const calls = Object.entries(gatewayEndpoints).filter(([, endpoint]) => endpoint.access === 'admin');
// Which calls are public is held by the routing's own test (catalogue-route.decorator.spec.ts);
// the public site's ordering has web-orders.e2e-spec.ts.

describe("the gateway's own calls", () => {
  let gateway: TestGateway;
  let session: Session;

  beforeAll(async () => {
    gateway = await startGateway('memory', { TARIFF_BASE_FARE: '45', TARIFF_LOCAL_AREA: 'Litoměřice' });
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  it.each(calls)('%s answers 401 without a session', async (_name, endpoint) => {
    const path = concretePath(endpoint.path);
    const call = endpoint.method === 'GET' ? gateway.http().get(path) : gateway.http().post(path).send({});
    await call.expect(401);
  });

  it('serves the configured tariff for the dispatch screen', async () => {
    const response = await gateway.http().get(pathOf('tariff')).set('Cookie', session.cookie).expect(200);
    const tariff = TariffSchema.parse(response.body);
    expect(tariff).toEqual({ ...DEFAULT_TARIFF, baseFare: 45, localArea: 'Litoměřice' });
  });
});
