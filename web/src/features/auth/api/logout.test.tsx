import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, callApi } from '@/lib/api-client';
import { hasSessionHint } from '@/lib/session-hint';
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
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/orders']}>
        <Routes>
          <Route path="/login" element={<p>Přihlášení</p>} />
          <Route path="/admin/*" element={<LogoutButton />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('useLogout', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(callApi).mockReset();
  });

  it.each([
    ['answers', () => Promise.resolve({ ok: true as const })],
    ['fails', () => Promise.reject(new ApiRequestError(0, 'Nepodařilo se spojit se serverem.'))],
  ])('ends the session and goes to /login when the call %s', async (_case, answer) => {
    vi.mocked(callApi).mockImplementation(answer);
    document.cookie = 'session=1; Path=/';
    const client = new QueryClient();
    client.setQueryData(['orders'], []);
    renderAdmin(client);
    fireEvent.click(screen.getByRole('button', { name: 'Odhlásit se' }));
    expect(await screen.findByText('Přihlášení')).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith('logout', { body: {} });
    expect(hasSessionHint()).toBe(false);
    expect(client.getQueryData(['orders'])).toBeUndefined();
  });
});
