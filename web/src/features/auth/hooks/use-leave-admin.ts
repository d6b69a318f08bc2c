import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { replacePage } from '@/lib/page-navigation';
import { loginReturningTo } from '@/lib/return-path';
import { clearSessionHint } from '@/lib/session-hint';

// Set once the admin leaves for a plain /login (a logout). The guard or a 401 may see the session gone
// before the browser has left, and their way out (back here after signing in) must not replace that one.
let leavingForLogin = false;

/**
 * Ends the session on this side: forget the session hint and load /login as a new page, one
 * navigation; nothing the admin loaded survives it. (Clearing the query cache first would only make
 * the screens still mounted until the page goes ask the server again.)
 */
export function useLeaveAdmin({ returnHere = false }: { returnHere?: boolean } = {}): () => void {
  return useCallback(() => {
    if (returnHere && leavingForLogin) {
      return;
    }
    leavingForLogin ||= !returnHere;
    clearSessionHint();
    // Arriving without a session (a bookmark, a softphone's link) or losing it mid-shift (a 401) comes
    // back here after signing in.
    replacePage(returnHere ? loginReturningTo(window.location) : paths.login);
  }, [returnHere]);
}
