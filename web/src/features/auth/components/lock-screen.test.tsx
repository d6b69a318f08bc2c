import type { OrderEntry, SosAlert, UpstreamEventPayload } from '@taxi/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberSignedInAdmin } from '@/lib/admin-drafts';
import { playAlarmOnce } from '@/lib/alarm/alarm-tone';
import { replacePage } from '@/lib/page-navigation';
import { queryKeys } from '@/lib/query-keys';
import { RealtimeContext, type RealtimeContextValue } from '@/lib/realtime/realtime-context';
import { isScreenLocked, lockScreen, unlockScreen } from '@/lib/session-lock';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { createTestQueryClient, renderWithProviders } from '@/testing/render-with-providers';
import { LOCK_TITLE, LockScreen, SOUND_WAITS_HINT } from './lock-screen';

// No audio in jsdom: the alarm waits for a click on the page as it does in a browser before one.
vi.mock('@/lib/alarm/alarm-tone', () => ({
  playAlarmOnce: vi.fn(),
  playAlarmBurst: vi.fn(),
  userHasInteracted: () => false,
  hasAlarmAudioContext: () => false,
  alarmAudioContext: () => undefined,
}));
vi.mock('@/lib/page-navigation', () => ({ replacePage: vi.fn() }));

const OPEN_SOS: SosAlert = {
  id: 4,
  user: { first_name: 'Hana', last_name: 'Sedláčková', phone: '+420605269452' },
  createdAt: '2026-11-29T13:02:00Z',
};
const KNOWN_ORDER = { id: 51, id_order: 2201 } as OrderEntry;

type Handler = (payload: UpstreamEventPayload) => void;

type LockSetup = { admin?: string | null; sos?: SosAlert[]; orders?: OrderEntry[] };

function renderLock({ admin = 'dispecer', sos = [OPEN_SOS], orders = [KNOWN_ORDER] }: LockSetup = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.sos, sos);
  queryClient.setQueryData(queryKeys.orders, orders);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const handlers = new Map<string, Set<Handler>>();
  const realtime: RealtimeContextValue = {
    status: 'connected',
    subscribe: (event, handler) => {
      const set = handlers.get(event) ?? new Set<Handler>();
      handlers.set(event, set);
      set.add(handler as Handler);
      return () => set.delete(handler as Handler);
    },
  };
  const onUnlocked = vi.fn();
  lockScreen();
  renderWithProviders(
    <RealtimeContext.Provider value={realtime}>
      <LockScreen admin={admin} idleMinutes={30} screenLabel="Vytvořit objednávku" onUnlocked={onUnlocked} />
    </RealtimeContext.Provider>,
    { queryClient },
  );
  const emit = (event: 'sos' | 'ride', payload: UpstreamEventPayload) =>
    act(() => handlers.get(event)?.forEach((handler) => handler(payload)));
  return { onUnlocked, invalidate, emit, queryClient };
}

const lock = () => screen.getByRole('dialog', { name: LOCK_TITLE });
const password = () => screen.getByLabelText('Heslo');
const alerts = () => within(screen.getByRole('region', { name: /^Upozornění/ })).getAllByRole('listitem');

function unlockWith(text: string) {
  fireEvent.change(password(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Odemknout' }));
}

describe('LockScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T13:40:00Z'), shouldAdvanceTime: true });
    document.title = 'Vytvořit objednávku – Administrace';
    rememberSignedInAdmin('dispecer');
  });
  afterEach(() => {
    unlockScreen();
    vi.useRealTimers();
    window.localStorage.clear();
    vi.mocked(playAlarmOnce).mockClear();
    vi.mocked(replacePage).mockClear();
  });

  it('is a dialog that says why, whose password it asks for, and has the focus on the password', () => {
    renderLock();
    expect(lock()).toHaveAccessibleDescription(
      'Po 30 minutách bez práce se obrazovka zamkla. Rozpracovaná práce na ní zůstala, jak jste ji nechali.',
    );
    expect(lock()).toHaveTextContent('Účet: dispecer');
    expect(screen.queryByLabelText('Jméno')).not.toBeInTheDocument();
    expect(password()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Odhlásit se' })).toBeVisible();
  });

  it('unlocks with the password: the screen comes back, reloads what it shows and reconnects', async () => {
    fakeApi.on('login', { accessToken: 'a'.repeat(32) });
    const { onUnlocked, invalidate } = renderLock();
    unlockWith('tajne');
    await vi.waitFor(() => expect(isScreenLocked()).toBe(false));
    expect(fakeApi.requests('login').map((request) => request.body)).toEqual([
      { username: 'dispecer', password: 'tajne' },
    ]);
    expect(invalidate).toHaveBeenCalledWith();
    expect(onUnlocked).toHaveBeenCalledTimes(1);
    expect(replacePage).not.toHaveBeenCalled();
  });

  it('a wrong password is said beside the field, which is emptied for the next try', async () => {
    fakeApi.on('login', FakeReply.error(401, 'Špatné přihlašovací údaje'));
    renderLock();
    unlockWith('spatne');
    await vi.waitFor(() => expect(password()).toHaveAccessibleDescription('Špatné přihlašovací údaje'));
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveValue('');
    expect(password()).toHaveFocus();
    expect(isScreenLocked()).toBe(true);
  });

  it('too many attempts: the gateway’s own words', async () => {
    const throttled = 'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím za chvíli.';
    fakeApi.on('login', FakeReply.error(429, throttled));
    renderLock();
    unlockWith('heslo');
    await vi.waitFor(() => expect(password()).toHaveAccessibleDescription(throttled));
    expect(isScreenLocked()).toBe(true);
  });

  it('asks for the name too where the gateway does not know it; someone else’s name loads the page afresh', async () => {
    fakeApi.on('login', { accessToken: 'b'.repeat(32) });
    renderLock({ admin: null });
    const name = screen.getByLabelText('Jméno');
    expect(name).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Odemknout' }));
    expect(name).toHaveAccessibleDescription('Vyplňte prosím jméno.');
    expect(password()).toHaveAccessibleDescription('Vyplňte prosím heslo.');
    expect(fakeApi.requests('login')).toEqual([]);

    fireEvent.change(name, { target: { value: 'jiny-dispecer' } });
    unlockWith('heslo');
    // Nothing the previous admin had on screen may stay: the same address, loaded afresh.
    await vi.waitFor(() => expect(replacePage).toHaveBeenCalledWith('/'));
    expect(fakeApi.requests('login')[0]?.body).toEqual({ username: 'jiny-dispecer', password: 'heslo' });
  });

  it('shows the open SOS alerts and each SOS and new order that comes: kind and time, never who', () => {
    const { emit } = renderLock();
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]).toHaveTextContent('SOS – žádost o pomoc');
    expect(alerts()[0]).toHaveTextContent('dnes 14:02');
    expect(lock()).not.toHaveTextContent('Hana');

    vi.setSystemTime(Date.parse('2026-11-29T13:45:00Z'));
    emit('sos', { id: 9 });
    emit('sos', { id: 9 });
    // An order already known changes (a driver accepts it): no new order.
    emit('ride', { id: KNOWN_ORDER.id });
    expect(alerts()).toHaveLength(2);
    expect(playAlarmOnce).not.toHaveBeenCalled();
    emit('ride', { id: 77 });
    expect(alerts().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Nová objednávka'),
      expect.stringContaining('SOS – žádost o pomoc'),
      expect.stringContaining('SOS – žádost o pomoc'),
    ]);
    expect(alerts()[0]).toHaveTextContent('dnes 14:45');
    expect(playAlarmOnce).toHaveBeenCalledTimes(1);
    // The SOS alarm rings (here it waits for a first click, and says so) and the title flashes.
    expect(screen.getByText(SOUND_WAITS_HINT)).toBeInTheDocument();
    expect(document.title).toBe('🚨 SOS!');
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent('Nová objednávka, dnes 14:45');
  });

  it('an alert timed by its arrival takes the server’s time once a list brings it', () => {
    const { emit, queryClient } = renderLock({ sos: [] });
    vi.setSystemTime(Date.parse('2026-11-29T13:45:00Z'));
    emit('sos', { id: 9 });
    expect(alerts()[0]).toHaveTextContent('dnes 14:45');
    act(() => {
      queryClient.setQueryData(queryKeys.sos, [{ ...OPEN_SOS, id: 9, createdAt: '2026-11-29T13:44:00Z' }]);
    });
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]).toHaveTextContent('dnes 14:44');
  });

  it('a new order with the alarm muted shows without a sound', () => {
    window.localStorage.setItem('taxi.admin.sosMuted', '1');
    const { emit } = renderLock({ sos: [] });
    expect(screen.queryByRole('region', { name: /^Upozornění/ })).not.toBeInTheDocument();
    emit('ride', { id: 78 });
    expect(alerts()).toHaveLength(1);
    expect(playAlarmOnce).not.toHaveBeenCalled();
    expect(document.title).toBe('🚕 Nová objednávka');
  });

  it('acting on an alert puts the focus on the password and says what opens after', () => {
    renderLock();
    fireEvent.click(screen.getByRole('button', { name: 'Zobrazit: SOS – žádost o pomoc, dnes 14:02' }));
    expect(password()).toHaveFocus();
    expect(password()).toHaveAccessibleDescription(
      'Po odemknutí se vrátíte na obrazovku „Vytvořit objednávku“ a SOS upozornění uvidíte v pruhu nad ní.',
    );
  });

  it('Odhlásit se logs out as the menu does', async () => {
    fakeApi.on('logout', { ok: true });
    renderLock();
    fireEvent.click(screen.getByRole('button', { name: 'Odhlásit se' }));
    await vi.waitFor(() => expect(replacePage).toHaveBeenCalledWith('/login'));
  });
});
