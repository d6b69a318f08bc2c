import {
  extensionFlags,
  type OrderEntry,
  type ServerToClientEvents,
  type WebOrderRecord,
} from '@taxi/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playChimeOnce } from '@/lib/alarm/chime-tone';
import { queryKeys } from '@/lib/query-keys';
import { RealtimeContext, type RealtimeContextValue } from '@/lib/realtime/realtime-context';
import { fakeApi } from '@/testing/fake-api';
import { renderHookWithProviders } from '@/testing/render-with-providers';
import { orderEntry } from '@/features/orders/utils/order-fixtures.test-helpers';
import { webOrderRecord, webOverview } from '@/features/orders/utils/web-order-fixtures.test-helpers';
import { CHIME_PERIOD_MS, useWebOrderNotice, WEB_ORDER_FLASH_TITLE } from './use-web-order-notice';

vi.mock('@/lib/alarm/chime-tone', () => ({ playChimeOnce: vi.fn() }));
const chime = vi.mocked(playChimeOnce);

const MINUTE = 60_000;
type WebOrderEvent = Parameters<ServerToClientEvents['webOrder']>[0];

let records: WebOrderRecord[] = [];
let orders: OrderEntry[] = [];

/** The order list's entry of a web order: Mírové náměstí → Terezín, nobody driving it yet. */
function webEntry(orderNumber: number, ride: Partial<OrderEntry['ride']> = {}): OrderEntry {
  return orderEntry(
    {
      status: 'waiting',
      driver: null,
      driver_name: null,
      pickup_location: JSON.stringify({ name: 'Mírové náměstí, Litoměřice, Česko', lat: 50.53, lng: 14.13 }),
      destination: JSON.stringify({ name: 'Terezín, Česko', lat: 50.51, lng: 14.15 }),
      ...ride,
    },
    { id_order: orderNumber },
  );
}

/** A live link the test drives: `emit` plays one `webOrder` event from the gateway. */
function fakeRealtime() {
  const handlers = new Set<(event: WebOrderEvent) => void>();
  const value: RealtimeContextValue = {
    status: 'connected',
    subscribe: (event, handler) => {
      if (event !== 'webOrder') {
        return () => undefined;
      }
      handlers.add(handler as (event: WebOrderEvent) => void);
      return () => handlers.delete(handler as (event: WebOrderEvent) => void);
    },
  };
  const emit = (event: WebOrderEvent) => act(() => handlers.forEach((handler) => handler(event)));
  return { value, emit };
}

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

async function openAdmin() {
  fakeApi.on('webOrdersOverview', () => webOverview(records));
  fakeApi.on('orderList', () => orders);
  fakeApi.on('upstreamExtensions', () => extensionFlags(['orderAssign']));
  fakeApi.on('webOrderSeen', ({ body }) => {
    records = records.map((record) =>
      record.orderNumber === body.orderId ? { ...record, seenAt: new Date().toISOString() } : record,
    );
    return { ok: true as const };
  });
  const realtime = fakeRealtime();
  const view = renderHookWithProviders(useWebOrderNotice, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <RealtimeContext.Provider value={realtime.value}>{children}</RealtimeContext.Provider>
    ),
  });
  await wait(0);
  return { ...view, realtime };
}

const notices = () => screen.queryAllByRole('alert');

describe('the web order notice', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T10:00:30Z') });
    document.title = 'Admin panel – Administrace';
    records = [webOrderRecord({ orderNumber: 2231, createdAt: '2026-11-23T10:00:00Z' })];
    orders = [webEntry(2231)];
  });
  afterEach(() => {
    vi.useRealTimers();
    chime.mockClear();
  });

  it('tells once of a web order nobody has taken up, with its route, and chimes until taken up', async () => {
    const { queryClient } = await openAdmin();
    const [notice] = notices();
    expect(notice).toHaveTextContent('Nová objednávka z webu č. 2231 – Mírové náměstí → Terezín');
    expect(within(notice!).getByRole('button', { name: 'Převzít' })).toBeVisible();
    expect(within(notice!).getByRole('link', { name: 'Otevřít objednávku č. 2231' })).toHaveAttribute(
      'href',
      '/admin/orders/2231',
    );
    expect(document.title).toBe(WEB_ORDER_FLASH_TITLE);
    await wait(3 * CHIME_PERIOD_MS);
    expect(chime).toHaveBeenCalledTimes(4);

    // The overview read again (another event) tells nothing new.
    await act(() => queryClient.invalidateQueries());
    await wait(0);
    expect(notices()).toHaveLength(1);
  });

  it('says when a pre-order is wanted', async () => {
    records = [webOrderRecord({ orderNumber: 2231, when: '2026-12-02T18:30' })];
    await openAdmin();
    expect(notices()[0]).toHaveTextContent(
      'Nová objednávka z webu č. 2231 – Mírové náměstí → Terezín na 2. 12. 18:30',
    );
  });

  it('stops, toast and chime, once another dispatcher takes it up', async () => {
    const { realtime } = await openAdmin();
    realtime.emit({ kind: 'seen', orderNumber: 2231 });
    await wait(0);
    expect(notices()).toEqual([]);
    chime.mockClear();
    await wait(3 * CHIME_PERIOD_MS);
    expect(chime).not.toHaveBeenCalled();
    expect(document.title).toBe('Admin panel – Administrace');
  });

  it('Převzít tells the gateway (so every tab stops) and stops here at once', async () => {
    await openAdmin();
    fireEvent.click(within(notices()[0]!).getByRole('button', { name: 'Převzít' }));
    await wait(0);
    expect(fakeApi.requests('webOrderSeen').map(({ body }) => body)).toEqual([{ orderId: 2231 }]);
    expect(notices()).toEqual([]);
    chime.mockClear();
    await wait(2 * CHIME_PERIOD_MS);
    expect(chime).not.toHaveBeenCalled();
  });

  it('closed, it falls silent in this tab only: nothing is sent', async () => {
    await openAdmin();
    fireEvent.click(within(notices()[0]!).getByRole('button', { name: 'Zavřít oznámení' }));
    chime.mockClear();
    await wait(2 * CHIME_PERIOD_MS);
    expect(chime).not.toHaveBeenCalled();
    expect(fakeApi.requests('webOrderSeen')).toEqual([]);
  });

  it('goes when the order gets a driver', async () => {
    const { queryClient } = await openAdmin();
    orders = [webEntry(2231, { status: 'accepted', driver_name: 'Blažek' })];
    records = [{ ...records[0]!, state: 'accepted' }];
    await act(() => queryClient.invalidateQueries());
    await wait(0);
    expect(notices()).toEqual([]);
  });

  it('reads the order list once more when it lacks the order (a server that sent no ride event)', async () => {
    const { queryClient } = await openAdmin();
    // The `webOrder` event reloads the overview only (the realtime provider).
    records = [...records, webOrderRecord({ orderNumber: 2232 })];
    orders = [...orders, webEntry(2232)];
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.webOrders }));
    await wait(10);
    expect(notices().at(-1)).toHaveTextContent('Nová objednávka z webu č. 2232 – Mírové náměstí → Terezín');
    expect(fakeApi.requests('orderList')).toHaveLength(2);
  });

  it('escalates an immediate order still without a driver after 5 minutes, once, and chimes again', async () => {
    records = [
      webOrderRecord({
        orderNumber: 2231,
        createdAt: '2026-11-23T10:00:00Z',
        seenAt: '2026-11-23T10:00:20Z',
      }),
      webOrderRecord({ orderNumber: 2232, createdAt: '2026-11-23T10:00:00Z', when: '2026-11-23T18:00' }),
    ];
    orders = [webEntry(2231), webEntry(2232, { isPreorder: true })];
    await openAdmin();
    // The pre-order is told as new; the taken-up immediate one says nothing yet.
    expect(notices().map((notice) => notice.textContent)).toEqual([expect.stringContaining('č. 2232')]);
    fireEvent.click(within(notices()[0]!).getByRole('button', { name: 'Zavřít oznámení' }));
    chime.mockClear();
    await wait(4 * MINUTE + 29_000);
    expect(notices()).toEqual([]);
    await wait(1_000);
    const [escalated] = notices();
    expect(escalated).toHaveTextContent(
      'Objednávka z webu č. 2231 čeká 5 min bez řidiče – Mírové náměstí → Terezín',
    );
    expect(escalated).toHaveAttribute('data-urgent');
    expect(within(escalated!).getByRole('button', { name: 'Přidělit řidiče' })).toBeVisible();
    expect(chime).toHaveBeenCalledTimes(1);
    // Once per order and tab; the pre-order keeps its own 15-minute reminder.
    fireEvent.click(within(escalated!).getByRole('button', { name: 'Zavřít oznámení' }));
    await wait(30 * MINUTE);
    expect(notices()).toEqual([]);
    expect(chime).toHaveBeenCalledTimes(1);
  });
});
