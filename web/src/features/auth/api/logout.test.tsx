import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, callApi } from '@/lib/api-client';
import { replacePage } from '@/lib/page-navigation';
import { hasSessionHint } from '@/lib/session-hint';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useLogout } from './logout';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  callApi: vi.fn(),
}));
vi.mock('@/lib/page-navigation', () => ({ replacePage: vi.fn() }));

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout.mutate()}>
      Odhlásit se
    </button>
  );
}

function renderAdmin() {
  return renderWithProviders(<LogoutButton />, {
    at: '/admin/orders',
    path: '/admin/*',
  });
}

describe('useLogout', () => {
  afterEach(() => {
    vi.mocked(callApi).mockReset();
    vi.mocked(replacePage).mockReset();
  });

  it.each([
    ['answers', () => Promise.resolve({ ok: true as const })],
    ['fails', () => Promise.reject(new ApiRequestError(0, 'Nepodařilo se spojit se serverem.'))],
  ])('ends the session and goes to /login when the call %s', async (_case, answer) => {
    vi.mocked(callApi).mockImplementation(answer);
    document.cookie = 'session=1; Path=/';
    renderAdmin();
    fireEvent.click(screen.getByRole('button', { name: 'Odhlásit se' }));
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/login'));
    expect(replacePage).toHaveBeenCalledTimes(1);
    expect(callApi).toHaveBeenCalledWith('logout', { body: {} });
    expect(hasSessionHint()).toBe(false);
  });
});
