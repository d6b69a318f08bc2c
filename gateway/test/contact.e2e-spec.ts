import { ADAPTERS, startGateway, type TestGateway } from './support/test-app';
import { pathOf } from '@taxi/contracts';

describe.each(ADAPTERS)('contact form (%s adapter)', (adapter) => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startGateway(adapter);
  });
  afterAll(() => gateway.close());

  const message = {
    name: 'Jana Dvořáková',
    email: 'jana@example.cz',
    subject: 'Firemní jízdy',
    message: 'Dobrý den…',
  };

  it('accepts a message without a session', async () => {
    await gateway.http().post(pathOf('sendWebEmail')).send(message).expect(200, { ok: true });
  });

  it('answers 400 naming a bad e-mail and an empty subject', async () => {
    const response = await gateway
      .http()
      .post(pathOf('sendWebEmail'))
      .send({ ...message, email: 'jana(at)example', subject: '   ' })
      .expect(400);
    expect(response.body.issues).toEqual([
      { path: 'body.email', message: 'Neplatný e-mail' },
      { path: 'body.subject', message: 'Povinné pole' },
    ]);
  });
});
