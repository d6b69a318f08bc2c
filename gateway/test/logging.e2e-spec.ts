import { Writable } from 'node:stream';
import request from 'supertest';
import { AppConfig } from '@/config/app-config';
import { createApp } from '@/create-app';
import { MOCK_CREDENTIALS, testEnv } from './support/test-app';
import { pathOf } from '@taxi/contracts';

describe('structured logs', () => {
  it('carry a request id and never a session token, from paths, headers, cookies or bodies', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const app = await createApp(AppConfig.fromEnv(testEnv({ LOG_LEVEL: 'info' })), { logDestination: sink });
    await app.init();
    try {
      const http = () => request(app.getHttpServer());
      const loginResponse = await http().post(pathOf('login')).send(MOCK_CREDENTIALS).expect(200);
      const token: string = loginResponse.body.accessToken;
      const cookie = `token=${token}`;
      await http().get(pathOf('tokenCheck', { token })).expect(200);
      await http().get(pathOf('userList', { token })).expect(200);
      await http().get(pathOf('balance', { token })).expect(200);
      await http()
        .get(`${pathOf('workHoursList', { token })}?token=${token}`)
        .expect(200);
      await http().get(pathOf('vipList')).set('Authorization', `Bearer ${token}`).expect(200);
      await http().get(pathOf('orderList')).set('Cookie', cookie).expect(200);
      await http()
        .post(pathOf('tokenCheck', { token: 'setWorkhours' }))
        .send({ token, id: 1, from: '07:00', to: '22:00' })
        .expect(200);
      await http().post(pathOf('logout')).send({ token }).expect(200);

      const logged = lines.join('\n');
      expect(logged).not.toContain(token);
      expect(logged).not.toContain(MOCK_CREDENTIALS.password);
      expect(logged).toContain('/api/user/[REDACTED]');
      expect(logged).toContain('/api/admins/[REDACTED]/workhours?token=[REDACTED]');
      const requestLogs = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
      expect(requestLogs.length).toBeGreaterThanOrEqual(8);
      for (const entry of requestLogs) {
        expect(entry.req.id).toEqual(expect.any(String));
      }
    } finally {
      await app.close();
    }
  });

  it('answers with the request id it logged, or the caller’s valid one', async () => {
    const app = await createApp(AppConfig.fromEnv(testEnv()));
    await app.init();
    try {
      const generated = await request(app.getHttpServer()).get('/healthz').expect(200);
      expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const echoed = await request(app.getHttpServer())
        .get('/healthz')
        .set('X-Request-Id', 'abc-123')
        .expect(200);
      expect(echoed.headers['x-request-id']).toBe('abc-123');
    } finally {
      await app.close();
    }
  });
});
