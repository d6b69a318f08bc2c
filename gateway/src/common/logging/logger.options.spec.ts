import { Writable } from 'node:stream';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppConfig } from '@/config/app-config';
import { createRequestLogger, requestLoggerOptions } from './logger.options';

/** One request through the request logger alone, from loopback; its JSON log line. */
async function loggedRequest(config: AppConfig, headers: Record<string, string>): Promise<string> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = createRequestLogger(config, sink);
  const server = createServer((request, response) => {
    logger(request, response);
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path: '/api/vip', headers }, (response) => {
      response.resume().on('end', resolve);
    })
      .on('error', reject)
      .end();
  });
  await new Promise((resolve) => server.close(resolve));
  return lines.join('');
}

describe('requestLoggerOptions', () => {
  it('names a replica given REPLICA_ID on every line, with or without Redis', () => {
    for (const env of [
      { REPLICA_ID: 'gateway-a' },
      { REDIS_URL: 'redis://127.0.0.1:6379', DEVICE_COOKIE_SECRET: 'x'.repeat(32), REPLICA_ID: 'gateway-a' },
    ]) {
      expect(requestLoggerOptions(AppConfig.fromEnv(env)).base).toEqual(
        expect.objectContaining({ replica: 'gateway-a', pid: process.pid }),
      );
    }
  });

  it('names no replica when none was configured (a host name and pid are no name)', () => {
    const config = AppConfig.fromEnv({
      REDIS_URL: 'redis://127.0.0.1:6379',
      DEVICE_COOKIE_SECRET: 'x'.repeat(32),
    });
    expect(requestLoggerOptions(config).base).not.toHaveProperty('replica');
  });

  it('logs the client the trusted balancer reports, and the balancer beside it, each once', async () => {
    const line = await loggedRequest(
      AppConfig.fromEnv({ TRUST_PROXY: '1', REPLICA_ID: 'gateway-b', LOG_LEVEL: 'info' }),
      {
        'x-forwarded-for': '198.51.100.7',
      },
    );
    const entry = JSON.parse(line) as { req: Record<string, unknown> };
    expect(entry.req).toMatchObject({ remoteAddress: '198.51.100.7', proxy: '127.0.0.1' });
    expect(line.match(/"replica":/g)).toHaveLength(1);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY trusts the peer', async () => {
    const line = await loggedRequest(AppConfig.fromEnv({ LOG_LEVEL: 'info' }), {
      'x-forwarded-for': '198.51.100.7',
    });
    const entry = JSON.parse(line) as { req: Record<string, unknown> };
    expect(entry.req.remoteAddress).toBe('127.0.0.1');
    expect(entry.req).not.toHaveProperty('proxy');
  });
});
