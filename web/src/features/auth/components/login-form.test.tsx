import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LoginForm } from './login-form';

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Jméno'), username);
  await user.type(screen.getByLabelText('Heslo'), password);
  await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
}

describe('LoginForm', () => {
  it('requires Jméno and Heslo, says so at each field and moves to the first', async () => {
    renderWithProviders(<LoginForm />, { at: '/login' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Přihlásit se' }));
    // The rules load with the first submit.
    await waitFor(() => expect(screen.getByLabelText('Jméno')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Jméno')).toHaveAccessibleDescription('Vyplňte prosím jméno.');
    expect(screen.getByLabelText('Heslo')).toHaveAccessibleDescription('Vyplňte prosím heslo.');
    expect(screen.getByLabelText('Jméno')).toHaveFocus();
    expect(screen.getByLabelText('Heslo')).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.requests()).toEqual([]);
  });

  it('opens the dashboard when the gateway answers with an access token', async () => {
    fakeApi.on('login', { accessToken: 'a1b2c3d4e5f6a7b8' });
    renderWithProviders(<LoginForm />, { at: '/login' });
    await submit('admin', 'admin');
    expect(await screen.findByText('jinde: /admin/dashboard')).toBeInTheDocument();
    expect(fakeApi.requests('login').map(({ body }) => body)).toEqual([
      { username: 'admin', password: 'admin' },
    ]);
  });

  it.each([
    ['an answer without a token', FakeReply.json({})],
    ['a refusal', FakeReply.error(401, 'Neplatné jméno nebo heslo.')],
    ['a network failure', FakeReply.networkFailure()],
  ])('shows "Špatné přihlašovací údaje" after %s', async (_, answer) => {
    fakeApi.on('login', answer);
    renderWithProviders(<LoginForm />, { at: '/login' });
    await submit('admin', 'spatne');
    expect(await screen.findByRole('alert')).toHaveTextContent('Špatné přihlašovací údaje');
    expect(screen.getByLabelText('Heslo')).toHaveValue('');
    expect(screen.getByLabelText('Jméno')).toHaveValue('admin');
  });

  it('refuses a username with a bidi override beside Jméno, without asking the gateway', async () => {
    renderWithProviders(<LoginForm />, { at: '/login' });
    await submit('admin\u202egnp', 'admin');
    await waitFor(() => expect(screen.getByLabelText('Jméno')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Jméno')).toHaveAccessibleDescription(
      'Nesmí obsahovat řídicí znaky ani zalomení řádku',
    );
    expect(fakeApi.requests()).toEqual([]);
  });
});
