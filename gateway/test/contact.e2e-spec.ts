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

  it('answers 400 naming a bad e-mail, an empty subject and a long name, in Czech and as codes', async () => {
    const response = await gateway
      .http()
      .post(pathOf('sendWebEmail'))
      .send({ ...message, email: 'jana(at)example', subject: '   ', name: 'J'.repeat(101) })
      .expect(400);
    expect(response.body).toEqual({
      message: 'Neplatná data požadavku.',
      code: 'invalid-input',
      issues: [
        { path: 'body.name', message: 'Nejvýše 100 znaků', code: 'too_long', limit: 100 },
        { path: 'body.email', message: 'Neplatný e-mail', code: 'invalid_email' },
        { path: 'body.subject', message: 'Povinné pole', code: 'required' },
      ],
    });
  });
});
