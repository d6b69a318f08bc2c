import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { cs } from '@/i18n/cs';
import { de } from '@/i18n/de';
import { ContactForm } from './contact-form';

async function fillValid() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Jméno'), 'Jana');
  await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
  await user.type(screen.getByLabelText('Předmět'), 'Dotaz');
  await user.type(screen.getByLabelText('Zpráva'), 'Dobrý den');
  return user;
}

describe('ContactForm', () => {
  it('does not send until every field is valid', async () => {
    renderWithProviders(<ContactForm texts={cs.contact} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    // The rules load with the first submit.
    expect(await screen.findByText('Vyplňte prosím své jméno.')).toBeInTheDocument();
    expect(screen.getByLabelText('Jméno')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Vyplňte prosím svůj e-mail.');
    expect(fakeApi.requests()).toEqual([]);
  });

  it('sends the trimmed message, then thanks and clears the form', async () => {
    fakeApi.on('sendWebEmail', { ok: true });
    renderWithProviders(<ContactForm texts={cs.contact} />);
    const user = await fillValid();
    await user.type(screen.getByLabelText('Jméno'), '  ');
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email byl úspěšně odeslán. Děkujeme!');
    expect(fakeApi.requests('sendWebEmail').map(({ body }) => body)).toEqual([
      { name: 'Jana', email: 'jana@example.cz', subject: 'Dotaz', message: 'Dobrý den' },
    ]);
    expect(screen.getByLabelText('Jméno')).toHaveValue('');
  });

  it('disables the button while sending and keeps everything typed on failure', async () => {
    let fail!: (reply: FakeReply) => void;
    fakeApi.on('sendWebEmail', () => new Promise<FakeReply>((resolve) => (fail = resolve)));
    renderWithProviders(<ContactForm texts={cs.contact} />);
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    expect(await screen.findByRole('button', { name: 'Odesílám…' })).toBeDisabled();
    fail(FakeReply.error(502, 'Server e-mailu neodpovídá.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email se nepodařilo odeslat. Zkuste to prosím později.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Odeslat zprávu' })).toBeEnabled());
    expect(screen.getByLabelText('Zpráva')).toHaveValue('Dobrý den');
  });

  it('words the gateway’s refusals in the page’s language: a field’s code, too many messages', async () => {
    const replies = [
      FakeReply.json(
        {
          message: 'Neplatná data požadavku.',
          code: 'invalid-input',
          issues: [{ path: 'body.subject', message: 'Nejvýše 200 znaků', code: 'too_long', limit: 200 }],
        },
        { status: 400 },
      ),
      FakeReply.json(
        { message: 'Odeslali jste příliš mnoho zpráv. Zkuste to prosím později.', code: 'rate-limited' },
        { status: 429 },
      ),
    ];
    fakeApi.on('sendWebEmail', () => replies.shift()!);
    renderWithProviders(<ContactForm texts={de.contact} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Jana');
    await user.type(screen.getByLabelText('E-Mail'), 'jana@example.cz');
    await user.type(screen.getByLabelText('Betreff'), 'Frage');
    await user.type(screen.getByLabelText('Nachricht'), 'Guten Tag');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Höchstens 200 Zeichen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText(de.contact.throttled)).toBeInTheDocument();
  });
});
