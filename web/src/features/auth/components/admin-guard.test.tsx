import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, callApi } from '@/lib/api-client';
import { replacePage } from '@/lib/page-navigation';
import { hasSessionHint } from '@/lib/session-hint';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AdminGuard } from './admin-guard';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  callApi: vi.fn(),
}));

vi.mock('@/lib/page-navigation', () => ({ replacePage: vi.fn() }));

const tokenCheck = vi.mocked(callApi);
const pageLoad = vi.mocked(replacePage);

function renderGuard() {
  return renderWithProviders(
    <AdminGuard>
      <p>Obsah administrace</p>
    </AdminGuard>,
    {
      at: '/admin/dashboard',
      path: '/admin/*',
      withoutToasts: true,
    },
  );
}

describe('AdminGuard', () => {
  beforeEach(() => {
    document.cookie = 'session=1; Path=/';
  });
  afterEach(() => {
    tokenCheck.mockReset();
    pageLoad.mockReset();
    document.cookie = 'session=; Max-Age=0; Path=/';
  });

  it('goes to /login without asking the server when there is no session cookie', async () => {
    document.cookie = 'session=; Max-Age=0; Path=/';
    renderGuard();
    await waitFor(() => expect(pageLoad).toHaveBeenCalledWith('/login'));
    expect(tokenCheck).not.toHaveBeenCalled();
  });

  it('renders nothing while the session is being checked', () => {
    tokenCheck.mockReturnValue(new Promise(() => undefined));
    const { container } = renderGuard();
    expect(container).toBeEmptyDOMElement();
    expect(tokenCheck).toHaveBeenCalledWith('tokenCheck', expect.anything());
  });

  it('shows the admin once the server confirms the session', async () => {
    tokenCheck.mockResolvedValue(true);
    renderGuard();
    expect(await screen.findByText('Obsah administrace')).toBeInTheDocument();
    expect(hasSessionHint()).toBe(true);
    expect(pageLoad).not.toHaveBeenCalled();
  });

  it('goes to /login and forgets the session when the server says false', async () => {
    tokenCheck.mockResolvedValue(false);
    renderGuard();
    await waitFor(() => expect(pageLoad).toHaveBeenCalledWith('/login'));
    // Leaving asks nothing more of the server, and loads the page once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tokenCheck).toHaveBeenCalledTimes(1);
    expect(pageLoad).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Obsah administrace')).not.toBeInTheDocument();
    expect(hasSessionHint()).toBe(false);
  });

  it('goes to /login when the check fails', async () => {
    tokenCheck.mockRejectedValue(new ApiRequestError(503, 'Služba není dostupná.'));
    renderGuard();
    await waitFor(() => expect(pageLoad).toHaveBeenCalledWith('/login'));
  });
});
