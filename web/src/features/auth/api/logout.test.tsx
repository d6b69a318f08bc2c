import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, callApi } from '@/lib/api-client';
import { hasSessionHint } from '@/lib/session-hint';
import { createTestQueryClient, renderWithProviders } from '@/testing/render-with-providers';
import { useLogout } from './logout';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  callApi: vi.fn(),
}));

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout.mutate()}>
      Odhlásit se
    </button>
  );
}

function renderAdmin(client: QueryClient) {
  return renderWithProviders(<LogoutButton />, {
    at: '/admin/orders',
    path: '/admin/*',
    routes: <Route path="/login" element={<p>Přihlášení</p>} />,
    queryClient: client,
  });
}

describe('useLogout', () => {
  afterEach(() => {
    vi.mocked(callApi).mockReset();
  });

  it.each([
    ['answers', () => Promise.resolve({ ok: true as const })],
    ['fails', () => Promise.reject(new ApiRequestError(0, 'Nepodařilo se spojit se serverem.'))],
  ])('ends the session and goes to /login when the call %s', async (_case, answer) => {
    vi.mocked(callApi).mockImplementation(answer);
    document.cookie = 'session=1; Path=/';
    const client = createTestQueryClient();
    client.setQueryData(['orders'], []);
    renderAdmin(client);
    fireEvent.click(screen.getByRole('button', { name: 'Odhlásit se' }));
    expect(await screen.findByText('Přihlášení')).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith('logout', { body: {} });
    expect(hasSessionHint()).toBe(false);
    expect(client.getQueryData(['orders'])).toBeUndefined();
  });
});
