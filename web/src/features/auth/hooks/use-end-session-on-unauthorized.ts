import { useEffect } from 'react';
import { onUnauthorized } from '@/lib/api-client';
import { useLeaveAdmin } from './use-leave-admin';

/**
 * A 401 from any call means the session is over: leave the admin for /login, which brings the
 * admin back to this screen (path and query) after signing in again.
 */
export function useEndSessionOnUnauthorized(): void {
  const leave = useLeaveAdmin({ returnHere: true });
  useEffect(() => onUnauthorized(leave), [leave]);
}
