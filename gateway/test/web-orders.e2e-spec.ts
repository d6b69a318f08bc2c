import { randomUUID } from 'node:crypto';
import {
  DEFAULT_TARIFF,
  type OrderEntry,
  type OrderFacts,
  pathOf,
  pragueWallTime,
  quoteRide,
  type WebOrderAvailability,
  type WebOrderCreated,
  type WebOrdersOverview,
  type WebOrderStatus,
  type WebQuote,
} from '@taxi/contracts';
import { customers, get, listDrivers, listOrders, post } from './support/fixtures';
import { type AuditedGateway, expectAudited, startAuditedGateway } from './support/audit-probe';
import { ADAPTERS, login, type Session, startGateway } from './support/test-app';
import { useMovableClock } from './support/movable-clock';

const WEB_ACCOUNT = { WEB_ORDER_USERNAME: 'web-objednavky', WEB_ORDER_PASSWORD: 'web-objednavky' };
// Tuesday 1 December 2026, 10:00 in Prague: inside the opening hours.
const OPEN = pragueWallTime(2026, 12, 1, 10, 0);

describe.each(ADAPTERS)('ordering a taxi on the web (%s adapter)', (adapter) => {
  let gateway: AuditedGateway;
  let admin: Session;
  let visitor = 0;

  beforeAll(async () => {
    gateway = await startAuditedGateway(adapter, {
      ...WEB_ACCOUNT,
      UPSTREAM_EXTENSIONS: 'orderAssign,orderPreorderCreate',
      WEB_ORDER_MIN_FILL_SECONDS: '4',
      // Each test's visitor comes from an address of its own, as a balancer reports it.
      TRUST_PROXY: '1',
    });
  });
  afterAll(() => gateway.close());
  beforeEach(async () => {
    useMovableClock(OPEN);
    // Signed in at the test's own time: the days the tests move the clock would end a session.
    admin = await login(gateway);
  });
  afterEach(() => jest.useRealTimers());

  const later = (ms: number) => jest.setSystemTime(Date.now() + ms);
  // Each test a client of its own: the per-address limit is a test of its own.
  const client = () => `198.51.100.${(visitor += 1)}`;
  const http = () => gateway.http();

  async function availability(): Promise<WebOrderAvailability> {
    return (await http().get(pathOf('webOrderAvailability')).expect(200)).body as WebOrderAvailability;
  }

  async function place(q: string, from: string): Promise<string> {
    const found = await http()
      .get(pathOf('webPlaceSearch'))
      .query({ q })
      .set('X-Forwarded-For', from)
      .expect(200);
    return (found.body as { suggestions: { id: string }[] }).suggestions[0]!.id;
  }

  async function quote(from: string, options: { people?: number; when?: string } = {}): Promise<WebQuote> {
    const response = await http()
      .post(pathOf('webQuote'))
      .set('X-Forwarded-For', from)
      .send({
        from: await place('Mírové náměstí', from),
        to: await place('Terezín', from),
        people: options.people ?? 2,
        when: options.when ?? 'asap',
      })
      .expect(200);
    return response.body as WebQuote;
  }

  function order(from: string, quoted: WebQuote, formToken: string, fields: Record<string, unknown> = {}) {
    return http()
      .post(pathOf('webOrderCreate'))
      .set('X-Forwarded-For', from)
      .send({
        quoteToken: quoted.quoteToken,
        formToken,
        idempotencyKey: randomUUID(),
        name: 'Anna Webová',
        phone: `+420 777 ${String(100_000 + visitor)
          .slice(-6)
          .replace(/(\d{3})(\d{3})/, '$1 $2')}`,
        luggage: true,
        childSeat: false,
        note: 'Dvě velká zavazadla',
        consent: true,
        language: 'de',
        ...fields,
      });
  }

  /** A whole visit: the form opened, filled for 5 s, the ride priced and ordered. */
  async function ordered(fields: Record<string, unknown> = {}, when?: string) {
    const from = client();
    const { formToken } = await availability();
    const quoted = await quote(from, { when });
    later(5_000);
    const response = await order(from, quoted, formToken, fields).expect(201);
    return { quoted, created: response.body as WebOrderCreated, from, formToken };
  }

  const status = async (statusToken: string) =>
    (await http().post(pathOf('webOrderStatus')).send({ statusToken }).expect(200)).body as WebOrderStatus;

  const listed = async (orderNumber: number): Promise<OrderEntry | undefined> =>
    (await listOrders(gateway, admin)).find((entry) => entry.id_order === orderNumber);

  it('is open, with pre-orders, in the opening hours', async () => {
    expect(await availability()).toMatchObject({ open: true, preorders: true, openNow: true });
  });

  it('prices the places its search offered with the admin’s tariff, and the order carries exactly that price', async () => {
    const { quoted, created } = await ordered();
    const expected = quoteRide(
      {
        distanceMetres: quoted.distanceKm * 1000,
        durationSeconds: quoted.durationMin * 60,
        originName: quoted.from,
        destinationName: quoted.to,
      },
      2,
      DEFAULT_TARIFF,
    );
    expect(quoted.price).toBe(expected.price);
    const entry = await listed(created.orderNumber);
    expect(entry?.ride).toMatchObject({
      price: quoted.price,
      status: 'waiting',
      isPreorder: false,
      people: 2,
    });
    expect(entry?.ride.driver_name ?? null).toBeNull();
    expect(await status(created.statusToken)).toMatchObject({
      state: 'waiting',
      orderNumber: created.orderNumber,
      price: quoted.price,
      driver: null,
      cancellable: true,
    });
  });

  it('prices nothing the search did not offer, and takes no changed quote', async () => {
    const from = client();
    await http()
      .post(pathOf('webQuote'))
      .send({ from: 'memory:vymysleno', to: await place('Terezín', from), people: 1, when: 'asap' })
      .expect(409, { message: 'Místo vyberte prosím z nabídky vyhledávání.', code: 'place-unknown' });
    const { formToken } = await availability();
    const quoted = await quote(from);
    later(5_000);
    const [payload, mac] = quoted.quoteToken.split('.');
    const cheaper = JSON.stringify({
      ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
      price: 1,
    });
    await order(
      from,
      { ...quoted, quoteToken: `${Buffer.from(cheaper).toString('base64url')}.${mac}` },
      formToken,
    )
      .expect(409)
      .expect(({ body }) => expect(body).toMatchObject({ code: 'quote-expired' }));
  });

  it('stops a form sent faster than a person fills it, or with the hidden field filled', async () => {
    const from = client();
    const { formToken } = await availability();
    const quoted = await quote(from);
    await order(from, quoted, formToken)
      .expect(422)
      .expect(({ body }) => expect(body).toMatchObject({ code: 'not-a-person' }));
    later(5_000);
    await order(from, quoted, formToken, { website: 'https://spam.example' }).expect(422);
  });

  it('creates one order however often the same filling is sent, at once or again later', async () => {
    const from = client();
    const { formToken } = await availability();
    const quoted = await quote(from);
    later(5_000);
    const idempotencyKey = randomUUID();
    const before = (await listOrders(gateway, admin)).length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => order(from, quoted, formToken, { idempotencyKey })),
    );
    const again = await order(from, quoted, formToken, { idempotencyKey }).expect(201);
    const numbers = new Set(
      [...answers, again].map((answer) => (answer.body as WebOrderCreated).orderNumber),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(numbers.size).toBe(1);
    expect((await listOrders(gateway, admin)).length).toBe(before + 1);
    // Přehledy count it as one web order, in the page's language.
    const [orderNumber] = [...numbers];
    const window = {
      from: new Date(Date.now() - 60_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    };
    const facts = await get(gateway, admin, pathOf('orderFacts', {}, window)).expect(200);
    const webFacts = (facts.body as OrderFacts).facts.filter(
      (fact) => fact.kind === 'webOrder' && fact.orderNumber === orderNumber,
    );
    expect(webFacts).toEqual([expect.objectContaining({ language: 'de' })]);
  });

  it('refuses an immediate order outside the opening hours, with the code the page words', async () => {
    later(13 * 60 * 60_000); // 23:00
    const from = client();
    const { formToken, openNow } = await availability();
    expect(openNow).toBe(false);
    const quoted = await quote(from);
    later(5_000);
    await order(from, quoted, formToken)
      .expect(422)
      .expect(({ body }) => expect(body).toMatchObject({ code: 'outside-hours' }));
  });

  it('takes no quote that ran out', async () => {
    const from = client();
    const quoted = await quote(from);
    later(21 * 60_000);
    const { formToken } = await availability();
    later(5_000);
    await order(from, quoted, formToken)
      .expect(409)
      .expect(({ body }) => expect(body).toMatchObject({ code: 'quote-expired' }));
  });

  it('takes a pre-order with its time into Předobjednávky', async () => {
    const { created } = await ordered({}, '2026-12-02T18:30');
    const entry = await listed(created.orderNumber);
    expect(entry?.ride.isPreorder).toBe(true);
    expect(Date.parse(entry!.ride.preorderDateTime!)).toBe(pragueWallTime(2026, 12, 2, 18, 30).getTime());
  });

  it('gives a blacklisted phone the same neutral refusal as any other', async () => {
    const customer = (await customers(gateway, admin)).find(
      (user) => user.phone && user.status !== 'blacklist',
    );
    const phone = customer!.phone;
    await post(gateway, admin, pathOf('blacklistAdd'), { phone, reasonText: 'Bez důvodu' }).expect(200);
    const from = client();
    const { formToken } = await availability();
    const quoted = await quote(from);
    later(5_000);
    await order(from, quoted, formToken, { phone }).expect(422, {
      message: 'Objednávku nelze přijmout. Zavolejte nám prosím.',
      code: 'refused',
    });
  });

  it('limits open orders per phone to 3', async () => {
    const phone = '+49 170 1234567';
    for (let index = 0; index < 3; index += 1) {
      await ordered({ phone });
    }
    const from = client();
    const { formToken } = await availability();
    const quoted = await quote(from);
    later(5_000);
    await order(from, quoted, formToken, { phone })
      .expect(429)
      .expect(({ body }) => expect(body).toMatchObject({ code: 'limited' }));
  });

  // The limits are the gateway's own, whichever server is behind it: one adapter is enough.
  const memoryOnly = adapter === 'memory' ? it : it.skip;
  memoryOnly('holds its limits under a burst: 200 parallel orders create at most the limit', async () => {
    const from = client();
    const { formToken } = await availability();
    const quoted = await quote(from);
    later(5_000);
    const before = (await listOrders(gateway, admin)).length;
    // One phone from many addresses: at most 3 open orders.
    const samePhone = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        order(`203.0.113.${index % 250}`, quoted, formToken, { phone: '+420 731 000 111' }),
      ),
    );
    expect(samePhone.filter((answer) => answer.status === 201)).toHaveLength(3);
    // One address, every order with its own phone: at most 20 an hour.
    const sameAddress = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        order(from, quoted, formToken, { phone: `+420 732 ${String(100_000 + index).slice(-6)}` }),
      ),
    );
    expect(sameAddress.filter((answer) => answer.status === 201)).toHaveLength(20);
    expect(sameAddress.filter((answer) => answer.status === 429)).toHaveLength(180);
    expect((await listOrders(gateway, admin)).length).toBe(before + 23);
  });

  it('cancels free of charge until a driver has the ride, then refers to the phone', async () => {
    const { created } = await ordered();
    const cancelled = await http()
      .post(pathOf('webOrderCancel'))
      .send({ statusToken: created.statusToken })
      .expect(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', cancellable: false });
    expect(await listed(created.orderNumber)).toBeUndefined();

    const taken = await ordered();
    const [driver] = await listDrivers(gateway, admin);
    const entry = await listed(taken.created.orderNumber);
    await post(gateway, admin, pathOf('orderAssign'), {
      id: entry!.id,
      id_driver: driver!.id,
      driver_name: driver!.user!.last_name,
      expected_id_driver: null,
    }).expect(200);
    expect(await status(taken.created.statusToken)).toMatchObject({
      state: 'accepted',
      driver: { name: driver!.user!.last_name },
      cancellable: false,
    });
    await http()
      .post(pathOf('webOrderCancel'))
      .send({ statusToken: taken.created.statusToken })
      .expect(409)
      .expect(({ body }) => expect(body).toMatchObject({ code: 'not-cancellable' }));
  });

  it('keeps the link working after a re-dispatch by copy gave the order a new number', async () => {
    const { created } = await ordered();
    const entry = await listed(created.orderNumber);
    const [driver] = await listDrivers(gateway, admin);
    // The customer's page has just read the list with the original in it.
    expect(await status(created.statusToken)).toMatchObject({ state: 'waiting', driver: null });
    const result = await post(gateway, admin, pathOf('orderRedispatch'), {
      id: entry!.id,
      orderId: entry!.id_order,
      id_driver: driver!.id,
      driver_name: driver!.user!.last_name,
      expected_driver_name: null,
    }).expect(200);
    const replacement = (result.body as { replacement: { id_order: number } }).replacement.id_order;
    expect(replacement).not.toBe(created.orderNumber);
    expect(await status(created.statusToken)).toMatchObject({
      orderNumber: replacement,
      state: 'accepted',
      driver: { name: driver!.user!.last_name },
    });
  });

  it('shows the dispatcher the order with its needs; taken up, declined with a reason the customer reads', async () => {
    const { created } = await ordered({ childSeat: true, note: 'Čekám u vchodu' });
    const overview = (await http().get(pathOf('webOrdersOverview')).set('Cookie', admin.cookie).expect(200))
      .body as WebOrdersOverview;
    expect(overview).toMatchObject({ configured: true, paused: false, escalateAfterMs: 5 * 60_000 });
    expect(overview.orders.find((entry) => entry.orderNumber === created.orderNumber)).toMatchObject({
      language: 'de',
      luggage: true,
      childSeat: true,
      note: 'Čekám u vchodu',
      seenAt: null,
      state: 'waiting',
    });
    await expectAudited(
      gateway,
      'webOrderSeen',
      () => post(gateway, admin, pathOf('webOrderSeen'), { orderId: created.orderNumber }).expect(200),
      { orderId: created.orderNumber },
    );
    await expectAudited(
      gateway,
      'webOrderDecline',
      () =>
        post(gateway, admin, pathOf('webOrderDecline'), {
          orderId: created.orderNumber,
          reason: 'Všechny vozy jsou obsazené',
        }).expect(200),
      { orderId: created.orderNumber },
    );
    expect(await status(created.statusToken)).toMatchObject({
      state: 'declined',
      reason: 'Všechny vozy jsou obsazené',
      cancellable: false,
    });
    expect(await listed(created.orderNumber)).toBeUndefined();
  });

  it('pauses: the page offers no form and an order is refused, until switched on again', async () => {
    await expectAudited(
      gateway,
      'webOrdersPause',
      () => post(gateway, admin, pathOf('webOrdersPause'), { paused: true }).expect(200),
      { paused: true },
    );
    try {
      expect(await availability()).toMatchObject({ open: false, code: 'web-orders-unavailable' });
      const from = client();
      const { formToken } = await availability();
      const quoted = await quote(from);
      later(5_000);
      await order(from, quoted, formToken).expect(503);
    } finally {
      await post(gateway, admin, pathOf('webOrdersPause'), { paused: false }).expect(200);
    }
    expect((await availability()).open).toBe(true);
  });

  it('ends the link a day after the ride ended, and takes no forged link', async () => {
    const { created } = await ordered();
    const entry = await listed(created.orderNumber);
    await http().post(pathOf('webOrderCancel')).send({ statusToken: created.statusToken }).expect(200);
    later(24 * 60 * 60_000 + 1);
    await http()
      .post(pathOf('webOrderStatus'))
      .send({ statusToken: created.statusToken })
      .expect(410)
      .expect(({ body }) => expect(body).toMatchObject({ code: 'link-expired' }));
    const [number, issued, mac] = created.statusToken.split('.');
    const other = `${Buffer.from(String(entry!.id_order - 1)).toString('base64url')}.${issued}.${mac}`;
    await http().post(pathOf('webOrderStatus')).send({ statusToken: other }).expect(410);
    expect(number).toBeDefined();
  });
});

describe('web orders without a web account (http mode)', () => {
  it('are not offered, and an order is refused', async () => {
    const gateway = await startGateway('http');
    try {
      const availability = await gateway.http().get(pathOf('webOrderAvailability')).expect(200);
      expect(availability.body).toMatchObject({ open: false, code: 'web-orders-unavailable' });
    } finally {
      await gateway.close();
    }
  });
});
