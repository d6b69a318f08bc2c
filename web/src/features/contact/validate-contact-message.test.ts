import { ContactMessageSchema } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import { validateContactMessage } from './validate-contact-message';

const valid = { name: 'Jana', email: 'jana@example.cz', subject: 'Dotaz', message: 'Dobrý den' };

describe('contact form validation', () => {
  it('requires every field', () => {
    expect(validateContactMessage({ name: ' ', email: '', subject: '', message: '\n' })).toEqual({
      name: 'Vyplňte prosím své jméno.',
      email: 'Vyplňte prosím svůj e-mail.',
      subject: 'Vyplňte prosím předmět zprávy.',
      message: 'Napište nám prosím zprávu.',
    });
    expect(validateContactMessage(valid)).toEqual({});
  });

  it('enforces the schema limits', () => {
    expect(validateContactMessage({ ...valid, subject: 'x'.repeat(201) }).subject).toBe('Nejvýše 200 znaků.');
  });

  it.each([
    'jana@example.cz',
    'jan.novak+taxi@seznam.cz',
    ' jana@example.cz ',
    'jana@',
    'jana@example',
    '@example.cz',
    'jana..novak@example.cz',
    'jana novak@example.cz',
    'jana@-example.cz',
    'jana@example.c',
  ])('accepts exactly the e-mail addresses the gateway accepts: %s', (email) => {
    const page = validateContactMessage({ ...valid, email }).email === undefined;
    const gateway = ContactMessageSchema.safeParse({ ...valid, email }).success;
    expect(page).toBe(gateway);
  });
});
