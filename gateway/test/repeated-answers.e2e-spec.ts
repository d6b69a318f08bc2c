import type http from 'node:http';
import { type FakeUpstream, json, startFakeUpstream } from './support/fake-upstream';
import { startGateway, type TestGateway } from './support/test-app';
import { pathOf } from '@taxi/contracts';

const TOKEN = 'repeat-session-token';
const auth = { Authorization: `Bearer ${TOKEN}` };

/**
 * Lists the dispatch screens re-read after every socket event usually come back unchanged: the gateway
 * validates identical bytes once and serialises once. These prove the reuse never shows stale or
 * unvalidated data and that the answer is byte for byte what an ordinary one would be.
 */
describe('repeated upstream answers in http mode', () => {
  let upstream: FakeUpstream;
  let gateway: TestGateway;
  let vipAnswer: unknown;
  let extraField = false;

  function answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    if (request.url === pathOf('tokenCheck', { token: TOKEN })) {
      return json(response, 200, true);
    }
    if (request.url === pathOf('vipList')) {
      return typeof vipAnswer === 'string'
        ? void response.writeHead(200, { 'content-type': 'application/json' }).end(vipAnswer)
        : json(response, 200, vipAnswer);
    }
    if (request.url === pathOf('driverList')) {
      const user = { id: 9, first_name: 'Jan', last_name: 'Dvořák', phone: '+420777111222', email: null };
      const driver = { id: 7, id_user: 9, user: extraField ? { ...user, password_hash: 'x' } : user };
      return json(response, 200, [driver]);
    }
    return json(response, 404, { message: 'Nenalezeno' });
  }

  beforeAll(async () => {
    upstream = await startFakeUpstream(answer);
    gateway = await startGateway('memory', { UPSTREAM_URL: upstream.url });
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  it('answers an unchanged list with the same JSON, headers and length each time', async () => {
    vipAnswer = [{ id: 1, phone: '+420777123456', code: 'NOVAK10', discount: 10 }];
    const first = await gateway.http().get(pathOf('vipList')).set(auth).expect(200);
    const second = await gateway.http().get(pathOf('vipList')).set(auth).expect(200);

    for (const response of [first, second]) {
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(response.text)));
      expect(response.body).toEqual(vipAnswer);
    }
    expect(second.text).toBe(first.text);
  });

  it('gzips a large unchanged list for clients that accept it, and sends it plain to the others', async () => {
    vipAnswer = Array.from({ length: 60 }, (_, index) => ({
      id: index + 1,
      phone: `+420777${String(index).padStart(6, '0')}`,
      code: `KOD${index}`,
      discount: 10,
    }));
    for (let call = 0; call < 2; call += 1) {
      const zipped = await gateway
        .http()
        .get(pathOf('vipList'))
        .set(auth)
        .set('Accept-Encoding', 'gzip')
        .expect(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
      expect(zipped.body).toEqual(vipAnswer);
    }
    const plain = await gateway
      .http()
      .get(pathOf('vipList'))
      .set(auth)
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(vipAnswer);
  });

  it('shows a changed list at once', async () => {
    vipAnswer = [{ id: 1, phone: '+420777123456', code: 'NOVAK10', discount: 10 }];
    await gateway.http().get(pathOf('vipList')).set(auth).expect(200);
    vipAnswer = [{ id: 1, phone: '+420777123456', code: 'NOVAK10', discount: 15 }];

    const response = await gateway.http().get(pathOf('vipList')).set(auth).expect(200);
    expect(response.body).toEqual(vipAnswer);
  });

  it('leaves out an unreadable record even after a good answer, and shows it again once readable', async () => {
    vipAnswer = [{ id: 1, phone: '+420777123456', code: 'NOVAK10', discount: 10 }];
    await gateway.http().get(pathOf('vipList')).set(auth).expect(200);

    vipAnswer = '[{"id":1,"phone":"+420777123456","code":"NOVAK10","discount":"deset"}]';
    const broken = await gateway.http().get(pathOf('vipList')).set(auth).expect(200);
    expect(broken.body).toEqual([]);
    expect(broken.headers['x-skipped-records']).toBe('1');

    vipAnswer = '{"id":"x"}';
    await gateway.http().get(pathOf('vipList')).set(auth).expect(502);

    vipAnswer = [{ id: 1, phone: '+420777123456', code: 'NOVAK10', discount: 10 }];
    const response = await gateway.http().get(pathOf('vipList')).set(auth).expect(200);
    expect(response.body).toEqual(vipAnswer);
    expect(response.headers['x-skipped-records']).toBeUndefined();
  });

  it('still drops fields the contract does not name from a repeated answer', async () => {
    extraField = true;
    for (let call = 0; call < 2; call += 1) {
      const response = await gateway.http().get(pathOf('driverList')).set(auth).expect(200);
      expect(response.text).not.toContain('password_hash');
      expect(response.body).toEqual([
        {
          id: 7,
          id_user: 9,
          user: { id: 9, first_name: 'Jan', last_name: 'Dvořák', phone: '+420777111222', email: null },
        },
      ]);
    }
  });
});
