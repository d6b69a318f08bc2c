import {
  GATEWAY_EVENTS,
  isUpstreamEventName,
  type ServerToClientEvents,
  UPSTREAM_LINK_STATES,
  type UpstreamLinkState,
} from '@taxi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  RealtimeContext,
  type RealtimeContextValue,
  type RealtimeEventName,
  type RealtimeStatus,
} from '@/lib/realtime/realtime-context';
import { queryKeys } from '@/lib/query-keys';
import { createBatchedInvalidator } from '@/features/realtime/utils/batched-invalidator';
import { queryKeysForEvent } from '@/features/realtime/utils/event-query-keys';
import { createRealtimeSocket, UNAUTHORIZED_SOCKET_MESSAGE } from '@/features/realtime/utils/realtime-socket';

// After a refused handshake socket.io does not retry by itself; we do, backing off up to half a minute.
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 30_000;

type Handler = (...args: unknown[]) => void;

export type RealtimeProviderProps = {
  /** Connect only once the admin session is confirmed. */
  enabled: boolean;
  /** A change connects afresh at once (signed in again: the new session cookie). */
  connection?: number;
  /** The gateway refused the connection or closed it: the session may have ended. */
  onRejected?: () => void;
  children: ReactNode;
};

/**
 * The one live connection of an admin session. Upstream events invalidate the matching queries;
 * after a reconnect (or the gateway's `resync`) everything shown is reloaded, so a missed event
 * never leaves a stale screen.
 */
export function RealtimeProvider({ enabled, connection = 0, onRejected, children }: RealtimeProviderProps) {
  const queryClient = useQueryClient();
  const [socketStatus, setStatus] = useState<RealtimeStatus>('connecting');
  // The gateway's own link to the server's events: "Živě" needs both links up.
  const [upstreamLink, setUpstreamLink] = useState<UpstreamLinkState>('connecting');
  const listeners = useRef(new Map<string, Set<Handler>>());
  const onRejectedRef = useRef(onRejected);
  useEffect(() => {
    onRejectedRef.current = onRejected;
  });

  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    const socket = createRealtimeSocket();
    const invalidator = createBatchedInvalidator(queryClient);
    let connectedBefore = false;
    let retryDelay = RETRY_FIRST_MS;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const reloadEverythingShown = () => void queryClient.invalidateQueries();
    const retryLater = () => {
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => socket.connect(), retryDelay);
      retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
    };

    socket.on('connect', () => {
      setStatus('connected');
      retryDelay = RETRY_FIRST_MS;
      connectedBefore = true;
    });
    socket.on('disconnect', (reason) => {
      linkUp = false;
      setUpstreamLink('connecting');
      if (reason === 'io client disconnect') {
        return;
      }
      if (socket.active) {
        setStatus('reconnecting');
        return;
      }
      // The gateway closed the connection itself (e.g. the session ended).
      setStatus('offline');
      onRejectedRef.current?.();
      retryLater();
    });
    socket.on('connect_error', (error) => {
      if (socket.active) {
        setStatus(connectedBefore ? 'reconnecting' : 'connecting');
        return;
      }
      setStatus('offline');
      if (error.message === UNAUTHORIZED_SOCKET_MESSAGE) {
        onRejectedRef.current?.();
      }
      retryLater();
    });
    // The gateway tells every new connection its link state; events may have been missed while it was
    // not `connected` (our socket down, or the gateway's link to the server), so that is when we reload.
    let linkUp = false;
    let linkEverUp = false;
    socket.onAny((event: string, ...args: unknown[]) => {
      if (event === GATEWAY_EVENTS.upstreamLink) {
        const state = UPSTREAM_LINK_STATES.find((known) => known === args[0]) ?? 'down';
        setUpstreamLink(state);
        // Back from polling: reload once what is shown, since events were missed meanwhile.
        if (state === 'connected' && !linkUp && linkEverUp) {
          reloadEverythingShown();
        }
        linkUp = state === 'connected';
        linkEverUp ||= linkUp;
      } else if (isUpstreamEventName(event)) {
        invalidator.add(queryKeysForEvent(event));
      } else if (event === GATEWAY_EVENTS.webOrder) {
        // Only the web orders: the company's server announces the new order itself (a ride event).
        invalidator.add([queryKeys.webOrders]);
      } else if (event === GATEWAY_EVENTS.resync) {
        reloadEverythingShown();
      }
      listeners.current.get(event)?.forEach((handler) => handler(...args));
    });
    socket.connect();

    return () => {
      clearTimeout(retryTimer);
      invalidator.cancel();
      socket.offAny();
      socket.removeAllListeners();
      socket.disconnect();
      setStatus('connecting');
      setUpstreamLink('connecting');
    };
  }, [enabled, connection, queryClient]);

  const subscribe = useCallback(<E extends RealtimeEventName>(event: E, handler: ServerToClientEvents[E]) => {
    const set = listeners.current.get(event) ?? new Set<Handler>();
    listeners.current.set(event, set);
    const stored = handler as unknown as Handler;
    set.add(stored);
    return () => {
      set.delete(stored);
    };
  }, []);

  const status: RealtimeStatus =
    socketStatus === 'connected' && upstreamLink !== 'connected' ? 'reconnecting' : socketStatus;
  const value = useMemo<RealtimeContextValue>(
    () => ({ status: enabled ? status : 'idle', subscribe }),
    [enabled, status, subscribe],
  );
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
