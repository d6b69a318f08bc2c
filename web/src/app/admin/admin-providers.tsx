import { type QueryKey, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { screenFor } from '@/app/admin/admin-navigation';
import { errorMessage } from '@/components/ui/error-message';
import { ToastProvider, useToast } from '@/components/ui/toast';
import { SessionLock } from '@/features/auth/components/session-lock';
import { useEndSessionOnUnauthorized } from '@/features/auth/hooks/use-end-session-on-unauthorized';
import { useSessionConfirmed } from '@/features/auth/hooks/use-session-confirmed';
import { AssignDriverProvider } from '@/features/orders/components/assign/assign-driver-provider';
import { RealtimeProvider } from '@/features/realtime/components/realtime-provider';
import { ApiRequestError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { isScreenLocked } from '@/lib/session-lock';

// The same failure reported by several queries at once (the network dropped) is told once.
const REPEAT_TOAST_AFTER_MS = 10_000;

function isSessionQuery(queryKey: QueryKey): boolean {
  return queryKey[0] === queryKeys.session[0];
}

/**
 * A background reload that fails keeps the data on screen; say so in a toast. A first load that
 * fails shows its own error state in place, and a 401 ends the session instead.
 */
function useBackgroundErrorToasts(): void {
  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(() => {
    let last = { message: '', at: 0 };
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') {
        return;
      }
      const error: unknown = event.action.error;
      const loaded = event.query.state.data !== undefined;
      const sessionEnded = error instanceof ApiRequestError && error.status === 401;
      if (!loaded || sessionEnded || isSessionQuery(event.query.queryKey as QueryKey)) {
        return;
      }
      const message = errorMessage(error);
      const now = Date.now();
      if (message !== last.message || now - last.at > REPEAT_TOAST_AFTER_MS) {
        last = { message, at: now };
        toast.error(message);
      }
    });
  }, [queryClient, toast]);
}

/**
 * Session-wide behaviour: a 401 anywhere leaves for /login, an idle one locks the screen; the live
 * connection once signed in (afresh after unlocking); the one driver picker every screen (and every
 * toast) can open.
 */
function AdminSession({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useEndSessionOnUnauthorized();
  useBackgroundErrorToasts();
  const confirmed = useSessionConfirmed();
  const { pathname } = useLocation();
  const [connection, setConnection] = useState(0);
  // A refused live connection may mean the session ended: re-check it (the guard leaves on `false`).
  // Not while locked: unlocking ends the old session, whose connection the gateway then closes.
  const recheckSession = useCallback(() => {
    if (!isScreenLocked()) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    }
  }, [queryClient]);
  const reconnect = useCallback(() => setConnection((count) => count + 1), []);
  return (
    <RealtimeProvider enabled={confirmed} connection={connection} onRejected={recheckSession}>
      <SessionLock
        enabled={confirmed}
        screenLabel={screenFor(pathname)?.label ?? 'Administrace'}
        onUnlocked={reconnect}
      >
        <AssignDriverProvider>{children}</AssignDriverProvider>
      </SessionLock>
    </RealtimeProvider>
  );
}

/** Providers of the admin chunk: queries (one client per visit), toasts, session handling, live events. */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AdminSession>{children}</AdminSession>
      </ToastProvider>
    </QueryClientProvider>
  );
}
