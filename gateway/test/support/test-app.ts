import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { AppConfig } from '@/config/app-config';
import { createApp, type CreateAppOptions } from '@/create-app';
import { pathOf } from '@taxi/contracts';
import { STAND_IN_KEEP_ALIVE_MS } from './stand-in-keep-alive';

export type AdapterName = 'memory' | 'http';
export const ADAPTERS: AdapterName[] = ['memory', 'http'];

export const MOCK_CREDENTIALS = { username: 'dispecink', password: 'tajne-heslo' };

/** Quiet, deterministic settings; tests override what they exercise. */
export function testEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    MOCK_ADMIN_USERNAME: MOCK_CREDENTIALS.username,
    MOCK_ADMIN_PASSWORD: MOCK_CREDENTIALS.password,
    MOCK_SEED: '7',
    MOCK_ORDER_COUNT: '350',
    // Suites that need live rides start the simulator themselves.
    MOCK_SIMULATION_INTERVAL_MS: '0',
    // Suites log in many times from one address; the throttle has its own suite.
    LOGIN_MAX_FAILURES: '1000',
    CONTACT_MAX_MESSAGES: '1000',
    // The stand-in shares the test's event loop, niced beside the browser suites: a call may wait
    // seconds for the CPU. Suites about timeouts set their own.
    UPSTREAM_CONNECT_TIMEOUT_MS: '60000',
    UPSTREAM_RESPONSE_TIMEOUT_MS: '60000',
    ...overrides,
  };
}

export type TestGateway = {
  adapter: AdapterName;
  app: NestExpressApplication;
  /** A fresh supertest agent against the gateway under test. */
  http: () => TestAgent;
  close: () => Promise<void>;
};

export async function startApp(
  env: Record<string, string>,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const app = await createApp(AppConfig.fromEnv(env), options);
  await app.init();
  return app;
}

export async function listenOnLoopback(app: INestApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  (app.getHttpServer() as Server).keepAliveTimeout = STAND_IN_KEEP_ALIVE_MS;
  const { port } = app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * The gateway under test. `http`: a real upstream process stand-in (a second gateway in memory
 * mode, listening on loopback) with the gateway under test forwarding to it.
 */
export async function startGateway(
  adapter: AdapterName,
  overrides: Record<string, string> = {},
  /** The upstream stand-in's own settings; by default the same overrides. */
  upstreamOverrides: Record<string, string> = overrides,
  /** For the gateway under test only (e.g. where its log lines go). */
  options: CreateAppOptions = {},
): Promise<TestGateway> {
  if (adapter === 'memory') {
    const app = await startApp(testEnv(overrides), options);
    return { adapter, app, http: () => request(app.getHttpServer()), close: () => app.close() };
  }
  const upstream = await startApp(testEnv(upstreamOverrides));
  const upstreamUrl = await listenOnLoopback(upstream);
  const app = await startApp(
    testEnv({ UPSTREAM_TOKEN_CACHE_MS: '0', ...overrides, UPSTREAM_URL: upstreamUrl }),
    options,
  );
  return {
    adapter,
    app,
    http: () => request(app.getHttpServer()),
    close: async () => {
      await app.close();
      await upstream.close();
    },
  };
}

export type Session = { token: string; cookie: string };

/** Logs in with the mock credentials; returns the token and the Cookie header a browser would send. */
export async function login(gateway: TestGateway): Promise<Session> {
  const response = await gateway.http().post(pathOf('login')).send(MOCK_CREDENTIALS).expect(200);
  const body = response.body as { accessToken: string };
  const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = setCookies.map((line) => line.split(';')[0]).join('; ');
  return { token: body.accessToken, cookie };
}
