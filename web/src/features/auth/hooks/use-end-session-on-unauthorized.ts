import { useEffect } from 'react';
import { onUnauthorized } from '@/lib/api-client';
import { useLeaveAdmin } from './use-leave-admin';

/** A 401 from any call means the session is over: leave the admin for /login. */
export function useEndSessionOnUnauthorized(): void {
  const leave = useLeaveAdmin();
  useEffect(() => onUnauthorized(leave), [leave]);
}
