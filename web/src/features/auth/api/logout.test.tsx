import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replacePage } from '@/lib/page-navigation';
import { hasSessionHint } from '@/lib/session-hint';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useLogout } from './logout';

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
    vi.mocked(replacePage).mockReset();
  });

  it.each([
    ['answers', () => ({ ok: true as const })],
    ['fails', () => FakeReply.networkFailure()],
  ])('ends the session and goes to /login when the call %s', async (_case, answer) => {
    fakeApi.on('logout', answer);
    document.cookie = 'session=1; Path=/';
    renderAdmin();
    fireEvent.click(screen.getByRole('button', { name: 'Odhlásit se' }));
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/login'));
    expect(replacePage).toHaveBeenCalledTimes(1);
    expect(fakeApi.requests().map(({ name, body }) => [name, body])).toEqual([['logout', {}]]);
    expect(hasSessionHint()).toBe(false);
  });
});
