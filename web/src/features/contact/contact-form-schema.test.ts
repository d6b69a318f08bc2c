import { ContactMessageSchema } from '@taxi/contracts';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { CONTACT_MAX_LENGTH } from './contact-limits';
import { cs } from '@/i18n/cs';
import { de } from '@/i18n/de';
import { contactResolver } from './contact-form-schema';
import type { ContactTexts } from './contact-words';

type Message = { name: string; email: string; subject: string; message: string };
const valid: Message = { name: 'Jana', email: 'jana@example.cz', subject: 'Dotaz', message: 'Dobrý den' };
const options: ResolverOptions<Message> = { fields: {}, shouldUseNativeValidation: false };

async function messages(values: Message, texts: ContactTexts = cs.contact) {
  const { errors } = await contactResolver(texts)(values, undefined, options);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

describe('contact form rules', () => {
  it('asks for every field in the page’s own words', async () => {
    expect(await messages({ name: ' ', email: '', subject: '', message: '\n' })).toEqual({
      name: 'Vyplňte prosím své jméno.',
      email: 'Vyplňte prosím svůj e-mail.',
      subject: 'Vyplňte prosím předmět zprávy.',
      message: 'Napište nám prosím zprávu.',
    });
    expect(await messages(valid)).toEqual({});
  });

  it('hands over the trimmed message', async () => {
    const { values } = await contactResolver(cs.contact)({ ...valid, name: '  Jana ' }, undefined, options);
    expect(values).toEqual(valid);
  });

  it('keeps the contract’s limits and says how to write an e-mail', async () => {
    expect(await messages({ ...valid, subject: 'x'.repeat(201) })).toEqual({ subject: 'Nejvýše 200 znaků' });
    expect(await messages({ ...valid, email: 'jana@example' })).toEqual({
      email: 'Zadejte e-mail ve tvaru jmeno@domena.cz.',
    });
    expect(await messages({ ...valid, subject: 'Dotaz\r\nBcc: x@y.cz' })).toEqual({
      subject: 'Nesmí obsahovat řídicí znaky ani zalomení řádku',
    });
  });

  it('says the same faults in German on a German page', async () => {
    expect(
      await messages({ ...valid, name: '', email: 'jana@', subject: 'x'.repeat(201) }, de.contact),
    ).toEqual({
      name: 'Bitte geben Sie Ihren Namen ein.',
      email: 'Bitte geben Sie Ihre E-Mail-Adresse in der Form name@beispiel.de ein.',
      subject: 'Höchstens 200 Zeichen',
    });
  });

  it('gives every input the maxLength of the contract', () => {
    for (const [field, max] of Object.entries(CONTACT_MAX_LENGTH)) {
      const long = {
        ...valid,
        [field]: field === 'email' ? `${'a'.repeat(max - 8)}@mail.cz` : 'a'.repeat(max),
      };
      expect(ContactMessageSchema.safeParse(long).success).toBe(true);
      const longer = { ...valid, [field]: `a${long[field as keyof Message]}` };
      expect(ContactMessageSchema.safeParse(longer).success).toBe(false);
    }
  });
});
