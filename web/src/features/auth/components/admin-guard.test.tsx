import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replacePage } from '@/lib/page-navigation';
import { hasSessionHint } from '@/lib/session-hint';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AdminGuard } from './admin-guard';

vi.mock('@/lib/page-navigation', () => ({ replacePage: vi.fn() }));

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
    pageLoad.mockReset();
    document.cookie = 'session=; Max-Age=0; Path=/';
  });

  it('goes to /login without asking the server when there is no session cookie', async () => {
    document.cookie = 'session=; Max-Age=0; Path=/';
    renderGuard();
    await waitFor(() => expect(pageLoad).toHaveBeenCalledWith('/login'));
    expect(fakeApi.requests()).toEqual([]);
  });

  it('renders nothing while the session is being checked', () => {
    fakeApi.on('tokenCheck', FakeReply.never());
    const { container } = renderGuard();
    expect(container).toBeEmptyDOMElement();
    expect(fakeApi.requests().map(({ name, url }) => [name, url])).toEqual([
      ['tokenCheck', '/api/admins/me'],
    ]);
  });

  it('shows the admin once the server confirms the session', async () => {
    fakeApi.on('tokenCheck', true);
    renderGuard();
    expect(await screen.findByText('Obsah administrace')).toBeInTheDocument();
    expect(hasSessionHint()).toBe(true);
    expect(pageLoad).not.toHaveBeenCalled();
  });

  it('goes to /login and forgets the session when the server says false', async () => {
    fakeApi.on('tokenCheck', false);
    renderGuard();
    await waitFor(() => expect(pageLoad).toHaveBeenCalledWith('/login'));
    // Leaving asks nothing more of the server, and loads the page once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fakeApi.requests('tokenCheck')).toHaveLength(1);
    expect(pageLoad).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Obsah administrace')).not.toBeInTheDocument();
    expect(hasSessionHint()).toBe(false);
  });

  it('goes to /login when the check fails', async () => {
    fakeApi.on('tokenCheck', FakeReply.error(503, 'Služba není dostupná.'));
    renderGuard();
    await waitFor(() => expect(pageLoad).toHaveBeenCalledWith('/login'));
  });
});
