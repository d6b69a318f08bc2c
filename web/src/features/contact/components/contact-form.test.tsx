import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { sendContactMessage } from '@/features/contact/api/send-contact-message';
import { ContactForm } from './contact-form';

vi.mock('@/features/contact/api/send-contact-message', () => ({ sendContactMessage: vi.fn() }));
const send = vi.mocked(sendContactMessage);

async function fillValid() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Jméno'), 'Jana');
  await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
  await user.type(screen.getByLabelText('Předmět'), 'Dotaz');
  await user.type(screen.getByLabelText('Zpráva'), 'Dobrý den');
  return user;
}

describe('ContactForm', () => {
  beforeEach(() => {
    send.mockReset();
  });

  it('does not send until every field is valid', async () => {
    renderWithProviders(<ContactForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    // The rules load with the first submit.
    expect(await screen.findByText('Vyplňte prosím své jméno.')).toBeInTheDocument();
    expect(screen.getByLabelText('Jméno')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Vyplňte prosím svůj e-mail.');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the trimmed message, then thanks and clears the form', async () => {
    send.mockResolvedValue();
    renderWithProviders(<ContactForm />);
    const user = await fillValid();
    await user.type(screen.getByLabelText('Jméno'), '  ');
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email byl úspěšně odeslán. Děkujeme!');
    expect(send).toHaveBeenCalledWith({
      name: 'Jana',
      email: 'jana@example.cz',
      subject: 'Dotaz',
      message: 'Dobrý den',
    });
    expect(screen.getByLabelText('Jméno')).toHaveValue('');
  });

  it('disables the button while sending and keeps everything typed on failure', async () => {
    let fail!: (error: Error) => void;
    send.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    renderWithProviders(<ContactForm />);
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    expect(await screen.findByRole('button', { name: 'Odesílám…' })).toBeDisabled();
    fail(new Error('502'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email se nepodařilo odeslat. Zkuste to prosím později.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Odeslat zprávu' })).toBeEnabled());
    expect(screen.getByLabelText('Zpráva')).toHaveValue('Dobrý den');
  });
});
