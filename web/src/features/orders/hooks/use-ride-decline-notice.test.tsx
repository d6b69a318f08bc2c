import { extensionFlags, type OrderEntry, type ServerToClientEvents } from '@taxi/contracts';
import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { RealtimeContext, type RealtimeContextValue } from '@/lib/realtime/realtime-context';
import { fakeApi } from '@/testing/fake-api';
import { createTestQueryClient, renderWithProviders } from '@/testing/render-with-providers';
import { orderEntry } from '@/features/orders/utils/order-fixtures.test-helpers';
import { declineNotice, useRideDeclineNotice } from './use-ride-decline-notice';

type Decline = ServerToClientEvents['rideDecline'];

/** A realtime link the test drives: `emit` plays one `rideDecline` from the gateway. */
function fakeRealtime() {
  const handlers = new Set<Decline>();
  const value: RealtimeContextValue = {
    status: 'connected',
    subscribe: (event, handler) => {
      if (event !== 'rideDecline') {
        return () => undefined;
      }
      handlers.add(handler as Decline);
      return () => handlers.delete(handler as Decline);
    },
  };
  // Inside act until the lookup (held list or a fresh read) has settled and the toast is up.
  const emit = (payload: Parameters<Decline>[0]) =>
    act(async () => {
      handlers.forEach((handler) => handler(payload));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  return { value, emit };
}

function Listener() {
  useRideDeclineNotice();
  return null;
}

/** The admin with `held` as its order list; a screen has already read the extensions unless told not. */
function open(held: OrderEntry[] | undefined, { extensionsRead = true } = {}) {
  const realtime = fakeRealtime();
  const queryClient = createTestQueryClient();
  if (held) {
    queryClient.setQueryData(queryKeys.orders, held);
  }
  if (extensionsRead) {
    queryClient.setQueryData(queryKeys.upstreamExtensions, extensionFlags(['orderAssign']));
  }
  const wrap = (children: ReactNode) => (
    <RealtimeContext.Provider value={realtime.value}>{children}</RealtimeContext.Provider>
  );
  renderWithProviders(wrap(<Listener />), { queryClient });
  return realtime;
}

describe('the declined-ride notice', () => {
  beforeEach(() => {
    fakeApi.on('orderList', () => []);
    fakeApi.on('upstreamExtensions', () => extensionFlags(['orderAssign']));
  });

  it('names the order by the number the admin shows, never the row id, and links to it', async () => {
    const realtime = open([orderEntry({ status: 'waiting' }, { id: 77, id_order: 1216 })]);
    await realtime.emit({ id: 77 });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Objednávka č. 1216 byla odmítnuta.');
    expect(notice).not.toHaveTextContent('77');
    expect(screen.getByRole('link', { name: 'Otevřít objednávku č. 1216' })).toHaveAttribute(
      'href',
      '/admin/orders/1216',
    );
    expect(fakeApi.requests()).toEqual([]);
  });

  it('stays until the dispatcher acts on it or closes it: the customer has no car until then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const realtime = open([orderEntry({ status: 'waiting' }, { id: 77, id_order: 1216 })]);
      await realtime.emit({ id: 77 });
      await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
      expect(screen.getByRole('alert')).toHaveTextContent('Objednávka č. 1216 byla odmítnuta.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for which extensions work when no screen has asked yet, then offers "Přeobsadit"', async () => {
    const realtime = open([orderEntry({ status: 'waiting' }, { id: 77, id_order: 1216 })], {
      extensionsRead: false,
    });
    await realtime.emit({ id: 77 });
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('button', { name: 'Přeobsadit' })).toBeVisible();
    expect(fakeApi.requests().map((request) => request.name)).toEqual(['upstreamExtensions']);
  });

  it('reads the list afresh when the order is not in the one held', async () => {
    fakeApi.on('orderList', () => [orderEntry({ status: 'declined' }, { id: 90, id_order: 1300 })]);
    const realtime = open([]);
    await realtime.emit({ id: 90 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Objednávka č. 1300 byla odmítnuta.');
  });

  it('still tells, without a number, when the event names no order the list has', async () => {
    const realtime = open(undefined);
    await realtime.emit({ id: 5 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Objednávka byla odmítnuta.');
    expect(screen.getByRole('link', { name: 'Otevřít objednávky' })).toHaveAttribute('href', '/admin/orders');
    await realtime.emit(undefined);
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
  });

  it('words the notice and its link', () => {
    expect(declineNotice(1216)).toEqual({
      message: 'Objednávka č. 1216 byla odmítnuta.',
      link: { to: '/admin/orders/1216', label: 'Otevřít objednávku č. 1216' },
    });
  });
});
