import { type ReactNode, useEffect } from 'react';
import { hasSessionHint } from '@/lib/session-hint';
import { useSessionCheck } from '@/features/auth/api/check-session';
import { useLeaveAdmin } from '@/features/auth/hooks/use-leave-admin';

function ToLogin() {
  const leave = useLeaveAdmin({ returnHere: true });
  useEffect(() => leave(), [leave]);
  return null;
}

/**
 * Every /admin route: without the session cookie straight to /login; otherwise the server checks
 * the session (`false` or a failure → /login). Nothing renders while it checks.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const hinted = hasSessionHint();
  const session = useSessionCheck(hinted);
  // A failed re-check later (e.g. a network blip) keeps the confirmed session; a failed first check does not.
  if (!hinted || session.data === false || (session.data === undefined && session.isError)) {
    return <ToLogin />;
  }
  if (session.data !== true) {
    return null;
  }
  return children;
}
