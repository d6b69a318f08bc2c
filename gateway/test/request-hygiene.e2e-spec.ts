import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { AppConfig } from '@/config/app-config';
import { createApp } from '@/create-app';
import { logSink } from './support/log-sink';
import {
  ADAPTERS,
  type AdapterName,
  listenOnLoopback,
  login,
  MOCK_CREDENTIALS,
  startApp,
  startGateway,
  testEnv,
} from './support/test-app';
import { pathOf } from '@taxi/contracts';

const message = {
  name: 'Jan Novák',
  email: 'jan@example.cz',
  subject: 'Dotaz',
  message: 'Jezdíte do Prahy?',
};

/** The gateway under test with its log captured; in http mode forwarding to a stand-in upstream. */
async function gatewayWithLogs(adapter: AdapterName, overrides: Record<string, string>) {
  const sink = logSink();
  let upstream: NestExpressApplication | undefined;
  const env: Record<string, string> = { LOG_LEVEL: 'info', ...overrides };
  if (adapter === 'http') {
    upstream = await startApp(testEnv());
    env.UPSTREAM_URL = await listenOnLoopback(upstream);
  }
  const app = await createApp(AppConfig.fromEnv(testEnv(env)), { logDestination: sink.stream });
  await app.init();
  return {
    sink,
    http: () => request(app.getHttpServer()),
    close: async () => {
      await app.close();
      await upstream?.close();
    },
  };
}

describe.each(ADAPTERS)('request hygiene (%s adapter)', (adapter) => {
  let gateway: Awaited<ReturnType<typeof gatewayWithLogs>>;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'hygiene-'));
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<html lang="cs">Úvod</html>');
    writeFileSync(path.join(dist, '404.html'), '<html lang="cs">Stránka nenalezena</html>');
    gateway = await gatewayWithLogs(adapter, { WEB_DIST_DIR: dist, BODY_LIMIT_KB: '1' });
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(dist, { recursive: true, force: true });
  });

  describe('a body whose Content-Encoding is a lie', () => {
    it.each([
      ['gzip', gzipSync],
      ['br', brotliCompressSync],
      ['deflate', deflateSync],
    ])(
      'answers 400 for %s that is not, logs no error, and accepts the real thing',
      async (encoding, compress) => {
        gateway.sink.clear();
        const response = await gateway
          .http()
          .post(pathOf('sendWebEmail'))
          .set('Content-Type', 'application/json')
          .set('Content-Encoding', encoding)
          .send(JSON.stringify(message))
          .expect(400);
        expect(response.body).toEqual({
          message: 'Neplatná data požadavku.',
          code: 'invalid-input',
          issues: [{ path: 'body', message: expect.stringContaining('Content-Encoding'), code: 'invalid' }],
        });
        expect(gateway.sink.entries().filter((entry) => entry.level >= 50)).toEqual([]);
        await gateway
          .http()
          .post(pathOf('sendWebEmail'))
          .set('Content-Type', 'application/json')
          .set('Content-Encoding', encoding)
          // As is: superagent would otherwise serialise the bytes as JSON (its type says string; a Buffer is sent alike).
          .serialize((body: Buffer) => body as unknown as string)
          .send(compress(Buffer.from(JSON.stringify(message))))
          .expect(200);
      },
    );
  });

  describe('answers given before the API (the request logger runs first)', () => {
    const cases: [string, () => request.Test, number][] = [
      [
        'cross-site POST (CSRF)',
        () =>
          gateway
            .http()
            .post(pathOf('notificationCreate'))
            .set('Origin', 'https://evil.example.com')
            .send({}),
        403,
      ],
      [
        'body over the limit',
        () =>
          gateway
            .http()
            .post(pathOf('sendWebEmail'))
            .send({ ...message, message: 'x'.repeat(4096) }),
        413,
      ],
      [
        'malformed JSON',
        () =>
          gateway
            .http()
            .post(pathOf('sendWebEmail'))
            .set('Content-Type', 'application/json')
            .send('{"name":'),
        400,
      ],
      ['static page that does not exist', () => gateway.http().get('/neexistuje'), 404],
    ];

    it.each(cases)('%s: carries X-Request-Id and is logged with it', async (_name, send, status) => {
      gateway.sink.clear();
      const response = await send().expect(status);
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const logged = gateway.sink.entries().find((entry) => entry.req?.id === id);
      expect(logged?.res?.statusCode).toBe(status);
    });
  });

  describe('control characters in the contact form', () => {
    it.each([
      ['name', 'Jan\r\nBcc: spam@example.com'],
      ['name', 'Jan\u0000Novák'],
      ['subject', 'Dotaz\nBcc: spam@example.com'],
      ['subject', 'Dotaz\tna cenu'],
      ['subject', 'Dotaz\u001b[31m'],
    ])('refuses a %s with a control character with 400 naming the field', async (field, value) => {
      const response = await gateway
        .http()
        .post(pathOf('sendWebEmail'))
        .send({ ...message, [field]: value })
        .expect(400);
      expect(response.body.issues).toEqual([
        {
          path: `body.${field}`,
          message: 'Nesmí obsahovat řídicí znaky ani zalomení řádku',
          code: 'invalid_format',
        },
      ]);
    });

    it('still accepts line breaks in the message itself', async () => {
      await gateway
        .http()
        .post(pathOf('sendWebEmail'))
        .send({ ...message, message: 'Dobrý den,\r\njezdíte i v noci?\n\nDěkuji' })
        .expect(200);
    });
  });

  describe('caching and browser features', () => {
    it('marks every /api answer no-store: data, errors, unknown routes, docs', async () => {
      const loggedIn = await gateway.http().post(pathOf('login')).send(MOCK_CREDENTIALS).expect(200);
      const session = { cookie: `token=${(loggedIn.body as { accessToken: string }).accessToken}` };
      const answers = await Promise.all([
        gateway.http().get(pathOf('vipList')).set('Cookie', session.cookie).expect(200),
        gateway.http().get(pathOf('vipList')).expect(401),
        gateway.http().get('/api/neexistuje').expect(404),
        gateway.http().post(pathOf('sendWebEmail')).send({}).expect(400),
        gateway.http().get(pathOf('tokenCheck', { token: 'me' })),
        gateway.http().get('/api/openapi.json').set('Cookie', session.cookie),
      ]);
      for (const answer of answers) {
        expect(answer.headers['cache-control']).toBe('no-store');
      }
      // Pages keep their own caching.
      const page = await gateway.http().get('/').expect(200);
      expect(page.headers['cache-control']).not.toBe('no-store');
    });

    it('sends a deny-all Permissions-Policy on pages and API answers', async () => {
      for (const url of ['/', pathOf('vipList'), '/healthz']) {
        const response = await gateway.http().get(url);
        const policy = String(response.headers['permissions-policy']);
        for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
          expect(policy).toContain(`${feature}=()`);
        }
        expect(policy).not.toMatch(/=\((?!\))/);
      }
    });
  });
});

describe.each(ADAPTERS)('the origin check compares whole origins (%s adapter)', (adapter) => {
  it('refuses another scheme or port on the same host, and believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const plain = await startGateway(adapter);
    try {
      const session = await login(plain);
      const post = (origin: string) =>
        plain
          .http()
          .post(pathOf('notificationCreate'))
          .set('Cookie', session.cookie)
          .set('Host', 'taxi.example.cz')
          .set('Origin', origin);
      await post('https://taxi.example.cz').send({ title: 'Jiné schéma', content: 'ne' }).expect(403);
      await post('http://taxi.example.cz:8080').send({ title: 'Jiný port', content: 'ne' }).expect(403);
      await post('https://taxi.example.cz')
        .set('X-Forwarded-Proto', 'https')
        .send({ title: 'x', content: 'x' })
        .expect(403);
      await post('http://taxi.example.cz').send({ title: 'Stejný původ', content: 'ano' }).expect(201);
    } finally {
      await plain.close();
    }

    const proxied = await startGateway(adapter, { TRUST_PROXY: 'loopback' });
    try {
      const session = await login(proxied);
      await proxied
        .http()
        .post(pathOf('notificationCreate'))
        .set('Cookie', session.cookie)
        .set('Host', 'taxi.example.cz')
        .set('X-Forwarded-Proto', 'https')
        .set('Origin', 'https://taxi.example.cz')
        .send({ title: 'Za proxy', content: 'ano' })
        .expect(201);
    } finally {
      await proxied.close();
    }
  });

  it('with PUBLIC_ORIGIN: only that origin may write, other Host headers get 421, health checks still answer', async () => {
    const pinned = await startGateway(
      adapter,
      { PUBLIC_ORIGIN: 'https://taxi.example.cz', TRUST_PROXY: 'loopback' },
      // The stand-in upstream is reached by its loopback address.
      {},
    );
    try {
      // supertest names the loopback address as Host, like a client that was not meant to reach us.
      await pinned
        .http()
        .get(pathOf('tokenCheck', { token: 'me' }))
        .expect(421);
      const response = await pinned.http().get('/').set('Host', 'evil.example.com').expect(421);
      expect(response.body).toEqual({ message: 'Tato adresa serveru není platná.' });
      await pinned.http().get('/healthz').set('Host', '10.0.0.7:3000').expect(200);
      const ok = await pinned
        .http()
        .post(pathOf('login'))
        .set('Host', 'taxi.example.cz')
        .set('X-Forwarded-Proto', 'https')
        .set('Origin', 'https://taxi.example.cz')
        .send(MOCK_CREDENTIALS)
        .expect(200);
      expect(ok.body.accessToken).toEqual(expect.any(String));
      await pinned
        .http()
        .post(pathOf('login'))
        .set('Host', 'taxi.example.cz')
        .set('Origin', 'https://jiny.example.cz')
        .send(MOCK_CREDENTIALS)
        .expect(403);
    } finally {
      await pinned.close();
    }
  });
});
