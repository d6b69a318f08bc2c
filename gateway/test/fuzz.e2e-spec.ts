import { apiEndpoints, type Endpoint, fillPath, pathOf, pathParameterNames } from '@taxi/contracts';
import fc from 'fast-check';
import type { z } from 'zod';
import { concretePath } from './support/catalogue-paths';
import { login, startGateway, type Session, type TestGateway } from './support/test-app';

/** Runs per property; `FUZZ_RUNS` raises it for a longer local soak. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20_231_123);

/**
 * Everything the mock stores that an admin can read: none of it may change by a rejected request. Not the
 * balance: it sums the orders read here over windows that roll with the clock (the last 24 hours, 7 days,
 * …), so on a slow machine a ride leaves a window while the suite runs, a change no request made.
 */
const READABLE_STATE = [
  pathOf('userList', { token: 'me' }),
  pathOf('driverList'),
  pathOf('vipList'),
  pathOf('orderList'),
  pathOf('sosList'),
  pathOf('notificationList'),
  pathOf('loginHistory'),
  pathOf('workHoursList', { token: 'me' }),
];

const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'];

/** Values of every JSON type, including huge strings, deep nesting and odd numbers. */
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string(),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom(
      '',
      ' ',
      'ano',
      '-1',
      '1e309',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      'x'.repeat(5_000),
    ),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...POLLUTING_KEYS)), tie('value'), {
      maxKeys: 5,
    }),
  ),
})).value;

/** A raw JSON body text; polluting keys are written literally, as an attacker would send them. */
const rawBody = fc.oneof(
  jsonValue.map((value) => JSON.stringify(value)),
  fc
    .tuple(fc.constantFrom(...POLLUTING_KEYS), jsonValue)
    .map(([key, value]) => `{"${key}":{"isAdmin":true,"polluted":${JSON.stringify(value)}}}`),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '{"a":', '[1,2', 'null', 'true', '"text"', '{"id":1}{"id":2}'),
);

function parsesAsValid(schema: z.ZodType | undefined, text: string): boolean {
  if (!schema) {
    return false;
  }
  try {
    return schema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/**
 * Every GET of the catalogue with one of its inputs left to the fuzzer (`{x}`): each path parameter in
 * turn (the others filled by name), and each field of its query.
 */
const FUZZED_READS = (Object.values(apiEndpoints) as Endpoint[])
  .filter((endpoint) => endpoint.method === 'GET')
  .flatMap((endpoint) => {
    const names = pathParameterNames(endpoint.path);
    const inPath = names.map((fuzzed) =>
      endpoint.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
        if (name === fuzzed) {
          return '{x}';
        }
        return name === 'token' ? 'me' : '1';
      }),
    );
    const fields = Object.keys((endpoint.query as { shape?: object } | undefined)?.shape ?? {});
    const inQuery = fields.map((field) => `${concretePath(endpoint.path)}?${field}={x}`);
    return [...inPath, ...inQuery];
  });

const postCalls = Object.entries(apiEndpoints).filter(
  ([, endpoint]) => endpoint.method === 'POST' && 'body' in endpoint && endpoint.body,
) as [string, { path: string; body: z.ZodType }][];

describe('malformed input (property-based, memory adapter)', () => {
  let gateway: TestGateway;
  let session: Session;
  let stateBefore: string[];

  async function readState(): Promise<string[]> {
    const bodies: string[] = [];
    for (const path of READABLE_STATE) {
      const response = await gateway.http().get(path).set('Cookie', session.cookie).expect(200);
      bodies.push(JSON.stringify(response.body));
    }
    return bodies;
  }

  beforeAll(async () => {
    gateway = await startGateway('memory');
    session = await login(gateway);
    stateBefore = await readState();
  });
  afterAll(() => gateway.close());

  it.each(postCalls)('%s answers 400 to every invalid body and never 5xx', async (_name, endpoint) => {
    await fc.assert(
      fc.asyncProperty(rawBody, async (text) => {
        fc.pre(!parsesAsValid(endpoint.body, text));
        const response = await gateway
          .http()
          .post(fillPath(endpoint.path, { token: 'me' }))
          .set('Cookie', session.cookie)
          .set('Content-Type', 'application/json')
          .send(text);
        expect(response.status).toBe(400);
        expect(typeof response.body.message).toBe('string');
        expect(JSON.stringify(response.body)).not.toMatch(/at .+\.(js|ts):\d+/);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('answers 400 or 404 for arbitrary path parameters and query strings, never 5xx', async () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('__proto__', 'constructor', '..', '%00', '%E0%A4%A', '-1', '1e9', 'x'.repeat(2_000)),
    );
    const templates = [...FUZZED_READS, `${pathOf('route')}?from={x}&to=50.5,14.1`];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...templates), segment, async (template, value) => {
        const path = template.replace('{x}', encodeURIComponent(value).replace(/%25/g, '%'));
        const response = await gateway.http().get(path).set('Cookie', session.cookie);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: RUNS * 4, seed: SEED },
    );
  });

  it('answers 413 to an oversized body', async () => {
    const response = await gateway
      .http()
      .post(pathOf('vipCreate'))
      .set('Cookie', session.cookie)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ phone: '1'.repeat(200_000), discount: 10 }));
    expect(response.status).toBe(413);
  });

  it('left the data unchanged and the prototype of objects clean', async () => {
    expect(await readState()).toEqual(stateBefore);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await gateway.http().get('/healthz').expect(200);
  });
});
