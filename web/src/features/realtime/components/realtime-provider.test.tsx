import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime-event';
import { useRealtimeStatus } from '@/lib/realtime/use-realtime-status';
import { createRealtimeSocket } from '@/features/realtime/utils/realtime-socket';
import { createTestQueryClient, renderWithProviders } from '@/testing/render-with-providers';
import { RealtimeProvider } from './realtime-provider';

type Handler = (...args: unknown[]) => void;

/** Just enough of a socket.io client socket: named handlers, catch-all handlers, `active`. */
class FakeSocket {
  active = true;
  handlers = new Map<string, Handler[]>();
  anyHandlers: Handler[] = [];
  connect = vi.fn();
  disconnect = vi.fn();
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  onAny(handler: Handler) {
    this.anyHandlers.push(handler);
    return this;
  }
  offAny() {
    this.anyHandlers = [];
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  /** A socket.io lifecycle event (connect, disconnect, connect_error). */
  fire(event: string, ...args: unknown[]) {
    act(() => this.handlers.get(event)?.forEach((handler) => handler(...args)));
  }
  /** An event sent by the server. */
  receive(event: string, ...args: unknown[]) {
    act(() => this.anyHandlers.forEach((handler) => handler(event, ...args)));
  }
}

let socket: FakeSocket;
vi.mock('@/features/realtime/utils/realtime-socket', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/realtime/utils/realtime-socket')>()),
  createRealtimeSocket: vi.fn(),
}));

function Status() {
  return <p>{useRealtimeStatus()}</p>;
}

function FleetListener({ onFleet }: { onFleet: Handler }) {
  useRealtimeEvent('fleet', onFleet);
  return null;
}

function setup(enabled = true, onRejected = vi.fn(), onFleet = vi.fn()) {
  const client = createTestQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const view = renderWithProviders(
    <RealtimeProvider enabled={enabled} onRejected={onRejected}>
      <Status />
      <FleetListener onFleet={onFleet} />
    </RealtimeProvider>,
    { queryClient: client },
  );
  return { invalidate, onRejected, onFleet, view };
}

describe('RealtimeProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    socket = new FakeSocket();
    vi.mocked(createRealtimeSocket).mockReturnValue(socket as never);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(createRealtimeSocket).mockReset();
  });

  it('does not connect before the session is confirmed', () => {
    setup(false);
    expect(createRealtimeSocket).not.toHaveBeenCalled();
    expect(screen.getByText('idle')).toBeInTheDocument();
  });

  it('connects once and reports its state', () => {
    setup();
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(screen.getByText('connecting')).toBeInTheDocument();
    socket.fire('connect');
    socket.receive('upstreamLink', 'connected');
    expect(screen.getByText('connected')).toBeInTheDocument();
    socket.fire('disconnect', 'transport close');
    expect(screen.getByText('reconnecting')).toBeInTheDocument();
  });

  it('is live only while the gateway is linked to the server, and reloads once when the link returns', () => {
    const { invalidate } = setup();
    socket.fire('connect');
    expect(screen.getByText('reconnecting')).toBeInTheDocument();
    socket.receive('upstreamLink', 'connected');
    expect(screen.getByText('connected')).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();

    socket.receive('upstreamLink', 'down');
    expect(screen.getByText('reconnecting')).toBeInTheDocument();
    socket.receive('upstreamLink', 'connecting');
    expect(screen.getByText('reconnecting')).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();

    socket.receive('upstreamLink', 'connected');
    expect(screen.getByText('connected')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('treats an unknown link state as down', () => {
    setup();
    socket.fire('connect');
    socket.receive('upstreamLink', 'sideways');
    expect(screen.getByText('reconnecting')).toBeInTheDocument();
  });

  it('invalidates the matching queries for upstream events, batched', () => {
    const { invalidate } = setup();
    socket.fire('connect');
    socket.receive('sos', { id: 3 });
    socket.receive('rideAccept', { id: 9 });
    socket.receive('ridePickup', { id: 9 });
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['sos'],
      ['orders'],
      ['balance'],
      ['webOrders'],
    ]);
  });

  it('reloads only the web orders on a web-order event (the server announces the order as a ride)', () => {
    const { invalidate } = setup();
    socket.fire('connect');
    socket.receive('webOrder', { kind: 'created', orderNumber: 2231 });
    socket.receive('webOrder', { kind: 'seen', orderNumber: 2231 });
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['webOrders']]);
  });

  it('reloads everything shown after a reconnect and on resync', () => {
    const { invalidate } = setup();
    socket.fire('connect');
    socket.receive('upstreamLink', 'connected');
    expect(invalidate).not.toHaveBeenCalled();
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    socket.receive('upstreamLink', 'connected');
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith();
    invalidate.mockClear();
    socket.receive('resync');
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('passes gateway events to subscribers', () => {
    const { onFleet } = setup();
    socket.receive('fleet', { drivers: [] });
    expect(onFleet).toHaveBeenCalledWith({ drivers: [] });
  });

  it('a refused handshake re-checks the session and retries later', () => {
    const { onRejected } = setup();
    socket.active = false;
    socket.fire('connect_error', new Error('unauthorized'));
    expect(screen.getByText('offline')).toBeInTheDocument();
    expect(onRejected).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(socket.connect).toHaveBeenCalledTimes(2);
  });

  it('connects afresh at once when signed in again (the old session’s connection is closed by the gateway)', () => {
    const client = createTestQueryClient();
    const tree = (connection: number) => (
      <RealtimeProvider enabled connection={connection}>
        <Status />
      </RealtimeProvider>
    );
    const view = renderWithProviders(tree(0), { queryClient: client });
    socket.fire('connect');
    const old = socket;
    socket = new FakeSocket();
    vi.mocked(createRealtimeSocket).mockReturnValue(socket as never);
    view.rerender(tree(1));
    expect(old.disconnect).toHaveBeenCalled();
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(screen.getByText('connecting')).toBeInTheDocument();
  });

  it('closes the connection when unmounted', () => {
    const { view } = setup();
    view.unmount();
    expect(socket.disconnect).toHaveBeenCalled();
  });
});
