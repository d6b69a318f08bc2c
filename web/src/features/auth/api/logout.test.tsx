import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replacePage } from '@/lib/page-navigation';
import { hasSessionHint } from '@/lib/session-hint';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useLeaveAdmin } from '@/features/auth/hooks/use-leave-admin';
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

/** What the admin guard does when it finds no session: leave, to come back here after signing in. */
function GuardLeaving() {
  const leave = useLeaveAdmin({ returnHere: true });
  return (
    <button type="button" onClick={leave}>
      Strážce
    </button>
  );
}

function renderAdmin() {
  return renderWithProviders(
    <>
      <LogoutButton />
      <GuardLeaving />
    </>,
    {
      at: '/admin/orders',
      path: '/admin/*',
    },
  );
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

  it("keeps the logout's plain /login when the guard sees the session gone before the page has left", async () => {
    fakeApi.on('logout', () => ({ ok: true as const }));
    document.cookie = 'session=1; Path=/';
    renderAdmin();
    fireEvent.click(screen.getByRole('button', { name: 'Odhlásit se' }));
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/login'));
    fireEvent.click(screen.getByRole('button', { name: 'Strážce' }));
    expect(vi.mocked(replacePage).mock.calls).toEqual([['/login']]);
  });
});
