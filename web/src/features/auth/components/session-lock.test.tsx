import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberSignedInAdmin } from '@/lib/admin-drafts';
import { isScreenLocked, unlockScreen } from '@/lib/session-lock';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SessionLock } from './session-lock';

const MINUTE = 60_000;
const IDLE = { message: 'Obrazovka se zamkla po nečinnosti. Zadejte prosím heslo.', code: 'session-idle' };

function renderAdmin(onUnlocked = vi.fn()) {
  renderWithProviders(
    <SessionLock enabled screenLabel="Vytvořit objednávku" onUnlocked={onUnlocked}>
      <label>
        Jméno zákazníka
        <input />
      </label>
    </SessionLock>,
  );
  return onUnlocked;
}

const draft = () => screen.getByLabelText('Jméno zákazníka');
const lock = () => screen.findByRole('dialog', { name: 'Obrazovka je zamčená' });

describe('SessionLock', () => {
  // The lock screen's code is loaded when the screen first locks: here before the clock is faked.
  beforeAll(() => import('./lock-screen'));
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    rememberSignedInAdmin('dispecer');
    fakeApi.on('sessionActivity', { ok: true });
  });
  afterEach(() => {
    unlockScreen();
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it('locks by itself after the idle time the gateway gives; the screen under it stays as it was', async () => {
    // Minutes, as the gateway counts them; two keep the test short (the tracker's own tests take 30).
    fakeApi.on('sessionInfo', { admin: 'dispecer', idleTimeoutMs: 2 * MINUTE });
    fakeApi.on('login', { accessToken: 'c'.repeat(32) });
    const onUnlocked = renderAdmin();
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.pointerDown(draft());
    fireEvent.change(draft(), { target: { value: 'Jana Rozepsaná' } });
    draft().focus();
    // The gateway hears of the input at once (the first in a minute).
    expect(fakeApi.requests('sessionActivity')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(2 * MINUTE - 1_000));
    expect(isScreenLocked()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await lock()).toBeVisible();
    expect(draft().closest('[inert]')).not.toBeNull();
    expect(draft()).toHaveValue('Jana Rozepsaná');

    fireEvent.change(screen.getByLabelText('Heslo'), { target: { value: 'tajne' } });
    fireEvent.click(screen.getByRole('button', { name: 'Odemknout' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(draft().closest('[inert]')).toBeNull();
    expect(draft()).toHaveValue('Jana Rozepsaná');
    expect(draft()).toHaveFocus();
    expect(onUnlocked).toHaveBeenCalledTimes(1);
    // The whole admin round trip (the lock screen's code included) on a busy machine.
  }, 15_000);

  it('locks when the gateway answers a call with 401 session-idle, and asks for the name it could not say', async () => {
    fakeApi.on('sessionInfo', FakeReply.json(IDLE, { status: 401 }));
    renderAdmin();
    expect(await lock()).toBeVisible();
    expect(screen.getByLabelText('Jméno')).toHaveFocus();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/^Obrazovka se zamkla po nečinnosti\./);
  });

  it('never locks by itself when the gateway’s idle time is 0', async () => {
    fakeApi.on('sessionInfo', { admin: 'dispecer', idleTimeoutMs: 0 });
    renderAdmin();
    await act(() => vi.advanceTimersByTimeAsync(24 * 60 * MINUTE));
    expect(isScreenLocked()).toBe(false);
    fireEvent.pointerDown(draft());
    expect(fakeApi.requests('sessionActivity')).toEqual([]);
  });
});
