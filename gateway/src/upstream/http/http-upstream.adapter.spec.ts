import { type CreateOrderRequest, type EndpointName, endpoints, fillPath, pathOf } from '@taxi/contracts';
import type { Caller } from '@/common/auth/caller';
import { isPreparedJson } from '@/common/web/prepared-json';
import { closedPort } from '@test/support/fake-upstream';
import type { HttpUpstream } from './http-upstream.adapter';
import { useHttpUpstreamAgainstFake } from '@test/support/http-upstream-harness';

const TOKEN = 'adm.in+tok/en=';
const caller: Caller = { token: TOKEN };
const alert = { id: 1, user: { first_name: 'Jan', last_name: null, phone: '777123456' } };
const vip = { id: 3, phone: '+420777123456', code: 'ABCDEFGH', discount: 10 };
const order: CreateOrderRequest & { token: string } = {
  pickup_location: { lat: 50.1, lng: 14.4, name: 'Náměstí' },
  destination: { lat: 50.2, lng: 14.5, name: 'Nádraží' },
  distance: 3.2,
  name: 'Jan',
  phone: '777123456',
  price: 130,
  people: 2,
  duration: 9,
  token: TOKEN,
  id_driver: -1,
  driver_name: null,
};

const contact = { name: 'Jan', email: 'jan@example.cz', subject: 'Dotaz', message: 'Dobrý den' };
const vipRequest = { phone: '+420777123456', discount: 10, code: 'ABCDEFGH' };
const blacklist = { phone: '777123456', reasonText: 'Bez důvodu' };
const notice = { title: 'Výluka', content: 'Zítra nejezdíme' };
const hours = { id: 1, from: '07:00', to: '22:00', token: TOKEN };
const role = { id_user: 5, token: TOKEN };
const month = { month: 3, year: 2025 };
const item = { month: 3, year: 2025, name: 'Nájem', price: 5000 };

// Every exchange runs against a local fake server; limits are generous so a busy machine passes.
jest.setTimeout(20_000);

describe('HttpUpstream', () => {
  const fake = useHttpUpstreamAgainstFake();
  const { upstreamFor } = fake;

  describe('calls', () => {
    it('reads a GET list with the bearer token', async () => {
      fake.server.respond(200, [alert]);

      await expect(upstreamFor().call('sosList', caller)).resolves.toEqual([alert]);
      expect(fake.server.received[0]).toMatchObject({ method: 'GET', url: pathOf('sosList') });
      expect(fake.server.received[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    });

    it('hands the controllers a prepared answer, the same one while the bytes repeat', async () => {
      fake.server.respond(200, [alert]);
      const upstream = upstreamFor();

      const first = await upstream.call('sosList', caller);
      const second = await upstream.call('sosList', caller);

      // The Express adapter sends a prepared answer's JSON made once, instead of serialising each time.
      expect(isPreparedJson(first)).toBe(true);
      expect(second).toBe(first);
    });

    it('posts a body and reads the created record', async () => {
      fake.server.respond(201, vip);
      const request = { phone: vip.phone, discount: vip.discount, code: vip.code };

      await expect(upstreamFor().call('vipCreate', caller, { body: request })).resolves.toEqual(vip);
      expect(fake.server.received[0]).toMatchObject({ method: 'POST', url: pathOf('vipCreate') });
      expect(JSON.parse(fake.server.received[0]?.body ?? '')).toEqual(request);
    });

    it('puts the URL-encoded token and the driver id into the path, below the base prefix', async () => {
      fake.server.respond(200, []);
      const upstream = upstreamFor({ baseUrl: `${fake.server.url}/upstream` });

      await upstream.call('userList', caller);
      await upstream.call('balance', caller).catch(() => undefined);
      await upstream.call('driverToken', caller, { params: { driverId: 42 } });

      expect(fake.server.received.map((r) => r.url)).toEqual([
        '/upstream/api/user/adm.in%2Btok%2Fen%3D',
        '/upstream/api/payment/adm.in%2Btok%2Fen%3D/balance',
        '/upstream/api/admins/getNotificationTokensOfDriver/42',
      ]);
    });

    it('ignores the answer of a call the product does not read', async () => {
      fake.server.respond(200, 'Created');

      await expect(upstreamFor().call('orderCreate', caller, { body: order })).resolves.toBeUndefined();
      expect(JSON.parse(fake.server.received[0]?.body ?? '')).toEqual(order);
    });

    const table: Array<[EndpointName, (upstream: HttpUpstream) => Promise<unknown>, unknown]> = [
      ['sendWebEmail', (u) => u.call('sendWebEmail', null, { body: contact }), contact],
      ['loginHistory', (u) => u.call('loginHistory', caller), undefined],
      ['sosList', (u) => u.call('sosList', caller), undefined],
      ['sosDismiss', (u) => u.call('sosDismiss', caller, { body: { id: 1 } }), { id: 1 }],
      ['vipList', (u) => u.call('vipList', caller), undefined],
      ['vipCreate', (u) => u.call('vipCreate', caller, { body: vipRequest }), vipRequest],
      ['userList', (u) => u.call('userList', caller), undefined],
      ['blacklistAdd', (u) => u.call('blacklistAdd', caller, { body: blacklist }), blacklist],
      ['blacklistRemove', (u) => u.call('blacklistRemove', caller, { body: blacklist }), blacklist],
      ['userDelete', (u) => u.call('userDelete', caller, { body: { id_user: 5 } }), { id_user: 5 }],
      ['notificationList', (u) => u.call('notificationList', caller), undefined],
      ['notificationCreate', (u) => u.call('notificationCreate', caller, { body: notice }), notice],
      ['balance', (u) => u.call('balance', caller), undefined],
      ['orderList', (u) => u.call('orderList', caller), undefined],
      [
        'orderDelete',
        (u) => u.call('orderDelete', caller, { body: { id: 1, orderId: 2 } }),
        { id: 1, orderId: 2 },
      ],
      ['orderMapData', (u) => u.call('orderMapData', caller), undefined],
      ['orderCreate', (u) => u.call('orderCreate', caller, { body: order }), order],
      ['workHoursList', (u) => u.call('workHoursList', caller), undefined],
      ['workHoursSet', (u) => u.call('workHoursSet', caller, { body: hours }), hours],
      [
        'workHoursRemove',
        (u) => u.call('workHoursRemove', caller, { body: { id: 2, token: TOKEN } }),
        { id: 2, token: TOKEN },
      ],
      ['driverList', (u) => u.call('driverList', caller), undefined],
      ['driverAdd', (u) => u.call('driverAdd', caller, { body: { id_user: 5 } }), { id_user: 5 }],
      ['driverRemove', (u) => u.call('driverRemove', caller, { body: { id_user: 5 } }), { id_user: 5 }],
      ['driverTokens', (u) => u.call('driverTokens', caller), undefined],
      ['driverToken', (u) => u.call('driverToken', caller, { params: { driverId: 42 } }), undefined],
      ['adminSet', (u) => u.call('adminSet', caller, { body: role }), role],
      ['adminRemove', (u) => u.call('adminRemove', caller, { body: role }), role],
      ['earnings', (u) => u.call('earnings', caller, { body: month }), month],
      ['monthlyList', (u) => u.call('monthlyList', caller, { body: month }), month],
      ['monthlyAdd', (u) => u.call('monthlyAdd', caller, { body: item }), item],
      ['monthlyDelete', (u) => u.call('monthlyDelete', caller, { body: { id: 9 } }), { id: 9 }],
    ];

    it.each(table)('sends %s to its catalogue method and path', async (name, call, body) => {
      const endpoint = endpoints[name];

      await call(upstreamFor()).catch(() => undefined);

      const [received] = fake.server.received;
      // Whichever entry: its parameters are {token} and, for driverToken, the driver 42 sent above.
      const path = fillPath(endpoint.path as string, { token: TOKEN, driverId: 42 });
      expect(received).toMatchObject({ method: endpoint.method, url: path });
      expect(received?.headers.authorization).toBe(
        endpoint.access === 'admin' ? `Bearer ${TOKEN}` : undefined,
      );
      expect(received?.body ? JSON.parse(received.body) : undefined).toEqual(body);
    });
  });

  describe('failures', () => {
    it('fails with bad-response when a list answer carries no list', async () => {
      fake.server.respond(200, { message: 'hotovo' });

      await expect(upstreamFor().call('sosList', caller)).rejects.toMatchObject({
        failure: 'bad-response',
        status: 502,
      });
    });

    it('fails with bad-response when the answer is not JSON', async () => {
      fake.server.respond(200, '<html>');

      await expect(upstreamFor().call('vipList', caller)).rejects.toMatchObject({ failure: 'bad-response' });
    });

    it('fails with unavailable on a 500 and sends the POST only once', async () => {
      fake.server.respond(500, { message: 'Internal' });

      await expect(upstreamFor().call('orderCreate', caller, { body: order })).rejects.toMatchObject({
        failure: 'unavailable',
        status: 502,
      });
      expect(fake.server.received).toHaveLength(1);
    });

    it('fails with unavailable when nothing listens', async () => {
      const upstream = upstreamFor({ baseUrl: `http://127.0.0.1:${await closedPort()}` });

      await expect(upstream.call('orderList', caller)).rejects.toMatchObject({ failure: 'unavailable' });
    });

    it('fails with timeout when the upstream stays silent', async () => {
      fake.server.handle(() => undefined);

      await expect(upstreamFor({ responseTimeoutMs: 1_000 }).call('orderList', caller)).rejects.toMatchObject(
        {
          failure: 'timeout',
          status: 504,
        },
      );
    });

    it('passes a 4xx through with the upstream message', async () => {
      fake.server.respond(409, { message: 'Kód už existuje' });

      await expect(upstreamFor().call('vipCreate', caller, { body: vipRequest })).rejects.toMatchObject({
        failure: 'rejected',
        status: 409,
        publicMessage: 'Kód už existuje',
      });
    });

    it.each([
      ['too long', 409, { message: 'x'.repeat(201) }, 'Konflikt s existujícími daty.'],
      ['with control characters', 400, { message: 'bad\nline' }, 'Server objednávek odmítl požadavek.'],
      ['echoing the token', 404, { message: `Token ${TOKEN} unknown` }, 'Záznam nenalezen.'],
      ['missing', 422, 'nope', 'Server objednávek odmítl požadavek.'],
    ])('replaces a message that is %s with a generic one', async (_case, status, body, expected) => {
      fake.server.respond(status, body);

      const failure = upstreamFor().call('driverAdd', caller, { body: { id_user: 5 } });

      await expect(failure).rejects.toMatchObject({ failure: 'rejected', status, publicMessage: expected });
    });

    it.each([401, 403])('turns %i into an expired-session error', async (status) => {
      fake.server.respond(status, { message: 'Unauthorized' });

      await expect(upstreamFor().call('sosList', caller)).rejects.toMatchObject({
        failure: 'rejected',
        status: 401,
      });
    });
  });
});
