import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
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
    renderWithProviders(<ContactForm />);
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
    renderWithProviders(<ContactForm />);
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
    renderWithProviders(<ContactForm />);
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

  it('refuses a name with a line separator and a message with a control character, each beside its field', async () => {
    renderWithProviders(<ContactForm />);
    const user = await fillValid();
    await user.type(screen.getByLabelText('Jméno'), '\u2028Správce');
    await user.type(screen.getByLabelText('Zpráva'), '{Enter}\u0007');
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Jméno')).toHaveAccessibleDescription(
        'Nesmí obsahovat řídicí znaky ani zalomení řádku',
      ),
    );
    expect(screen.getByLabelText('Zpráva')).toHaveAccessibleDescription(
      'Nesmí obsahovat řídicí znaky (zalomení řádku a tabulátor ano)',
    );
    expect(fakeApi.requests()).toEqual([]);
  });
});
