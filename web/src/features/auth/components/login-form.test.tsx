import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { login } from '@/features/auth/api/login';
import { LoginForm } from './login-form';

vi.mock('@/features/auth/api/login', () => ({ login: vi.fn() }));
const mockedLogin = vi.mocked(login);

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Jméno'), username);
  await user.type(screen.getByLabelText('Heslo'), password);
  await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
}

describe('LoginForm', () => {
  beforeEach(() => {
    mockedLogin.mockReset();
  });

  it('requires Jméno and Heslo, says so at each field and moves to the first', async () => {
    renderWithProviders(<LoginForm />, { at: '/login' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Přihlásit se' }));
    // The rules load with the first submit.
    await waitFor(() => expect(screen.getByLabelText('Jméno')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Jméno')).toHaveAccessibleDescription('Vyplňte prosím jméno.');
    expect(screen.getByLabelText('Heslo')).toHaveAccessibleDescription('Vyplňte prosím heslo.');
    expect(screen.getByLabelText('Jméno')).toHaveFocus();
    expect(screen.getByLabelText('Heslo')).toHaveAttribute('aria-invalid', 'true');
    expect(mockedLogin).not.toHaveBeenCalled();
  });

  it('opens the dashboard when the gateway answers with an access token', async () => {
    mockedLogin.mockResolvedValue(true);
    renderWithProviders(<LoginForm />, { at: '/login' });
    await submit('admin', 'admin');
    expect(await screen.findByText('jinde: /admin/dashboard')).toBeInTheDocument();
    expect(mockedLogin).toHaveBeenCalledWith({ username: 'admin', password: 'admin' });
  });

  it.each([
    ['an answer without a token', () => mockedLogin.mockResolvedValue(false)],
    ['an error', () => mockedLogin.mockRejectedValue(new Error('401'))],
  ])('shows "Špatné přihlašovací údaje" after %s', async (_, arrange) => {
    arrange();
    renderWithProviders(<LoginForm />, { at: '/login' });
    await submit('admin', 'spatne');
    expect(await screen.findByRole('alert')).toHaveTextContent('Špatné přihlašovací údaje');
    expect(screen.getByLabelText('Heslo')).toHaveValue('');
    expect(screen.getByLabelText('Jméno')).toHaveValue('admin');
  });
});
