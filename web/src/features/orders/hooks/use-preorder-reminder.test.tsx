import { extensionFlags, type OrderEntry } from '@taxi/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playAlarmOnce } from '@/lib/alarm/alarm-tone';
import { queryKeys } from '@/lib/query-keys';
import { lockScreen, unlockScreen } from '@/lib/session-lock';
import { fakeApi } from '@/testing/fake-api';
import { createTestQueryClient, renderHookWithProviders } from '@/testing/render-with-providers';
import { preorderEntry } from '@/features/orders/utils/order-fixtures.test-helpers';
import { REMINDED_STORAGE_KEY } from '@/features/orders/utils/preorder-reminders';
import { usePreorderReminder } from './use-preorder-reminder';

vi.mock('@/lib/alarm/alarm-tone', () => ({ playAlarmOnce: vi.fn() }));
const sound = vi.mocked(playAlarmOnce);

const MINUTE = 60_000;
const PICKUP = 'Mírové náměstí 1, 412 01 Litoměřice, Česko';

let orders: OrderEntry[] = [];

async function openAdmin(queryClient = createTestQueryClient()) {
  fakeApi.on('orderList', () => orders);
  fakeApi.on('upstreamExtensions', () => extensionFlags(['orderAssign']));
  const view = renderHookWithProviders(usePreorderReminder, { queryClient });
  // The orders load (the fake answers at once).
  await act(() => vi.advanceTimersByTimeAsync(0));
  return view;
}

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const reminders = () => screen.queryAllByRole('alert');

describe('the pre-order reminder', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') }); // 11:00 in Prague
    orders = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.clear();
    sound.mockClear();
  });

  it('tells once, 15 minutes ahead, of a pre-order without a driver, links to it and rings', async () => {
    orders = [
      preorderEntry('2026-11-23T10:30:00Z', { orderNumber: 2201, pickup: PICKUP }),
      preorderEntry('2026-11-23T10:20:00Z', { orderNumber: 2202, driver: 'Musilová' }),
    ];
    await openAdmin();
    await wait(15 * MINUTE - 1_000);
    expect(reminders()).toEqual([]);
    expect(sound).not.toHaveBeenCalled();

    await wait(1_000);
    const [toast] = reminders();
    expect(toast).toHaveTextContent(
      'Předobjednávka za 15 min bez řidiče: Mírové náměstí 1, Litoměřice, dnes 11:30',
    );
    expect(within(toast!).getByRole('link', { name: 'Otevřít objednávku č. 2201' })).toHaveAttribute(
      'href',
      '/admin/orders/2201',
    );
    expect(sound).toHaveBeenCalledTimes(1);

    // It stays until closed and is not told again; the one with a driver never is.
    await wait(20 * MINUTE);
    expect(reminders()).toHaveLength(1);
    expect(sound).toHaveBeenCalledTimes(1);
  });

  it('waits while the screen is locked, and tells once it is unlocked', async () => {
    orders = [preorderEntry('2026-11-23T10:20:00Z', { orderNumber: 2201, pickup: PICKUP })];
    await openAdmin();
    act(() => lockScreen());
    await wait(10 * MINUTE);
    expect(reminders()).toEqual([]);
    expect(sound).not.toHaveBeenCalled();
    act(() => unlockScreen());
    await wait(0);
    expect(reminders()).toHaveLength(1);
    expect(sound).toHaveBeenCalledTimes(1);
  });

  it('offers the way to give a driver, waiting the moment the gateway takes to say which', async () => {
    orders = [preorderEntry('2026-11-23T10:10:00Z', { orderNumber: 2201 })];
    fakeApi.on('orderList', () => orders);
    fakeApi.on(
      'upstreamExtensions',
      () => new Promise((resolve) => setTimeout(() => resolve(extensionFlags([])), 2_000)),
    );
    renderHookWithProviders(usePreorderReminder, { queryClient: createTestQueryClient() });
    await wait(1_000);
    expect(reminders()).toEqual([]);
    await wait(1_500);
    const [toast] = reminders();
    // A pre-order on a server without the extension: the drivers' phones.
    expect(within(toast!).getByRole('button', { name: 'Zavolat řidiči' })).toBeVisible();
  });

  it('is remembered in this browser: a reload does not tell it again', async () => {
    orders = [preorderEntry('2026-11-23T10:10:00Z', { orderNumber: 2201 })];
    const first = await openAdmin();
    expect(reminders()).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(REMINDED_STORAGE_KEY) ?? '{}')).toEqual({
      2201: Date.parse('2026-11-23T10:10:00Z'),
    });
    first.unmount();

    await openAdmin();
    await wait(5 * MINUTE);
    expect(reminders()).toEqual([]);
    expect(sound).toHaveBeenCalledTimes(1);
  });

  it('is not told again where another tab of the admin has told it already', async () => {
    orders = [preorderEntry('2026-11-23T10:30:00Z', { orderNumber: 2201 })];
    await openAdmin();
    await wait(10 * MINUTE);
    window.localStorage.setItem(
      REMINDED_STORAGE_KEY,
      JSON.stringify({ 2201: Date.parse('2026-11-23T10:30:00Z') }),
    );
    await wait(10 * MINUTE);
    expect(reminders()).toEqual([]);
    expect(sound).not.toHaveBeenCalled();
  });

  it('opened later than 15 minutes ahead, it tells at once how long is left', async () => {
    orders = [preorderEntry('2026-11-23T10:10:00Z', { orderNumber: 2201, pickup: PICKUP })];
    await openAdmin();
    expect(reminders()[0]).toHaveTextContent('Předobjednávka za 10 min bez řidiče');
  });

  it('never tells of a pre-order that gets a driver before its time', async () => {
    orders = [preorderEntry('2026-11-23T10:30:00Z', { orderNumber: 2201 })];
    const { queryClient } = await openAdmin();
    await wait(10 * MINUTE);
    // A driver takes it; the live event reloads the orders.
    orders = [preorderEntry('2026-11-23T10:30:00Z', { orderNumber: 2201, driver: 'Blažek' })];
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.orders }));
    await wait(20 * MINUTE);
    expect(reminders()).toEqual([]);
    expect(sound).not.toHaveBeenCalled();
  });

  it('shows the toast without the sound while the alarm is muted', async () => {
    window.localStorage.setItem('taxi.admin.sosMuted', '1');
    orders = [preorderEntry('2026-11-23T10:10:00Z')];
    await openAdmin();
    expect(reminders()).toHaveLength(1);
    expect(sound).not.toHaveBeenCalled();
  });

  it('says nothing of a pre-order whose time has passed', async () => {
    orders = [preorderEntry('2026-11-23T09:55:00Z')];
    await openAdmin();
    await wait(MINUTE);
    expect(reminders()).toEqual([]);
  });

  // 29 March 2026: the clocks jump from 2:00 CET to 3:00 CEST.
  it('reminds 15 real minutes ahead across the spring change', async () => {
    vi.setSystemTime(Date.parse('2026-03-29T00:40:00Z')); // 1:40 CET
    orders = [preorderEntry('2026-03-29T01:05:00Z', { orderNumber: 2201, pickup: PICKUP })]; // 3:05 CEST
    await openAdmin();
    await wait(10 * MINUTE - 1_000);
    expect(reminders()).toEqual([]);
    await wait(1_000); // 1:50 CET
    expect(reminders()[0]).toHaveTextContent(
      'Předobjednávka za 15 min bez řidiče: Mírové náměstí 1, Litoměřice, dnes 3:05',
    );
  });

  // 25 October 2026: 2:30 happens twice, first in CEST, then an hour later in CET.
  it('reminds of the second 2:30 of the autumn change 15 minutes before it, not before the first', async () => {
    vi.setSystemTime(Date.parse('2026-10-25T00:10:00Z')); // 2:10 CEST
    orders = [preorderEntry('2026-10-25T01:30:00Z', { orderNumber: 2201, pickup: PICKUP })]; // 2:30 CET
    await openAdmin();
    await wait(5 * MINUTE); // 2:15 CEST: fifteen minutes before the first 2:30
    expect(reminders()).toEqual([]);
    await wait(60 * MINUTE - 1_000);
    expect(reminders()).toEqual([]);
    await wait(1_000); // 2:15 CET
    expect(reminders()[0]).toHaveTextContent(
      'Předobjednávka za 15 min bez řidiče: Mírové náměstí 1, Litoměřice, dnes 2:30',
    );
  });
});
