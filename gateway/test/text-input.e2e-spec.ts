import {
  endpointRoutes,
  type LoginHistoryEntry,
  MULTI_LINE_TEXT_MESSAGE,
  pathOf,
  SINGLE_LINE_TEXT_MESSAGE,
} from '@taxi/contracts';
import { get, newOrder, post } from './support/fixtures';
import {
  ADAPTERS,
  login,
  MOCK_CREDENTIALS,
  type Session,
  startGateway,
  type TestGateway,
} from './support/test-app';

// One of each kind the rules refuse; a multi-line field keeps LF and TAB, so its kinds differ there.
const REFUSED_ON_ONE_LINE: [string, string][] = [
  ['a line break (CR LF)', '\r\nBcc: x@example.cz'],
  ['a control character (NUL)', '\u0000'],
  ['a line separator', '\u2028'],
  ['a right-to-left override', '\u202e'],
];
const REFUSED_IN_LINES: [string, string][] = [
  ['a lone CR', '\rx'],
  ['a control character (ESC)', '\u001b[2J'],
  ['a paragraph separator', '\u2029'],
  ['a bidi isolate', '\u2067'],
];

type Field = {
  call: keyof typeof endpointRoutes;
  body: Record<string, unknown>;
  field: string;
  admin: boolean;
};
const contact = { name: 'Jana', email: 'jana@example.cz', subject: 'Dotaz', message: 'Dobrý den' };
const notification = { title: 'Silvestr', content: 'Jezdíme nonstop.' };
const blacklist = { phone: '+420 605 000 111', reasonText: 'Nezaplatil' };
const monthly = { month: 1, year: 2031, name: 'Nafta', price: -300 };
const vip = { phone: '+420 605 000 112', discount: 10, code: 'ABCDEFGH' };

const SINGLE_LINE_FIELDS: Field[] = [
  { call: 'login', body: { ...MOCK_CREDENTIALS }, field: 'username', admin: false },
  { call: 'sendWebEmail', body: contact, field: 'name', admin: false },
  { call: 'sendWebEmail', body: contact, field: 'email', admin: false },
  { call: 'sendWebEmail', body: contact, field: 'subject', admin: false },
  { call: 'notificationCreate', body: notification, field: 'title', admin: true },
  { call: 'orderCreate', body: newOrder, field: 'name', admin: true },
  { call: 'orderCreate', body: newOrder, field: 'phone', admin: true },
  { call: 'vipCreate', body: vip, field: 'phone', admin: true },
  { call: 'blacklistAdd', body: blacklist, field: 'phone', admin: true },
  { call: 'blacklistAdd', body: blacklist, field: 'reasonText', admin: true },
  { call: 'monthlyAdd', body: monthly, field: 'name', admin: true },
];
const MULTI_LINE_FIELDS: Field[] = [
  { call: 'sendWebEmail', body: contact, field: 'message', admin: false },
  { call: 'notificationCreate', body: notification, field: 'content', admin: true },
];

describe.each(ADAPTERS)('input rules for typed text (%s adapter)', (adapter) => {
  let gateway: TestGateway;
  let session: Session;

  beforeAll(async () => {
    gateway = await startGateway(adapter);
    session = await login(gateway);
  });
  afterAll(() => gateway.close());

  async function refused({ call, body, field, admin }: Field, text: string) {
    const bad = { ...body, [field]: text };
    const { path } = endpointRoutes[call];
    const response = admin
      ? await post(gateway, session, path, bad)
      : await gateway.http().post(path).send(bad);
    return { status: response.status, issues: (response.body as { issues?: unknown[] }).issues };
  }

  it.each(SINGLE_LINE_FIELDS.map((field) => [`${field.call} ${field.field}`, field] as const))(
    '%s: 400 naming the field for a line break, a control, a separator and a bidi override',
    async (_name, field) => {
      for (const [kind, char] of REFUSED_ON_ONE_LINE) {
        const { status, issues } = await refused(field, `${String(field.body[field.field])}${char}`);
        expect([kind, status, issues]).toEqual([
          kind,
          400,
          expect.arrayContaining([
            { path: `body.${field.field}`, message: SINGLE_LINE_TEXT_MESSAGE, code: 'invalid_format' },
          ]),
        ]);
      }
    },
  );

  it.each(MULTI_LINE_FIELDS.map((field) => [`${field.call} ${field.field}`, field] as const))(
    '%s: keeps line feeds and tabs, 400 naming the field for any other control, a separator or a bidi isolate',
    async (_name, field) => {
      for (const [kind, char] of REFUSED_IN_LINES) {
        const { status, issues } = await refused(field, `Dobrý den,\n\t${char}`);
        expect([kind, status, issues]).toEqual([
          kind,
          400,
          [{ path: `body.${field.field}`, message: MULTI_LINE_TEXT_MESSAGE, code: 'invalid_format' }],
        ]);
      }
      const kept = await refused(field, 'Dobrý den,\n\tnonstop.\r\n');
      expect(kept.status).toBeLessThan(300);
    },
  );

  it('refuses a misleading username before the company’s server is asked: it never reaches the login history', async () => {
    const names = ['admin\r\nlogin OK', 'admin\u202egnp.exe', 'admin\u2028'];
    for (const username of names) {
      await gateway.http().post(pathOf('login')).send({ username, password: 'x' }).expect(400);
    }
    // A wrong password the server is asked about is written there: the history is the right place to look.
    await gateway.http().post(pathOf('login')).send({ username: 'neznamy', password: 'x' }).expect(401);
    const history = (await get(gateway, session, pathOf('loginHistory')).expect(200))
      .body as LoginHistoryEntry[];
    const written = history.map((entry) => entry.name);
    expect(written).toContain('neznamy');
    expect(written.filter((name) => names.includes(name))).toEqual([]);
  });
});
