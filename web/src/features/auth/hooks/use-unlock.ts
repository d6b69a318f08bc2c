import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@taxi/contracts';
import { LOGIN_FAILURE_MESSAGE } from '@/features/auth/login-messages';
import { rememberSignedInAdmin } from '@/lib/admin-drafts';
import { ApiRequestError } from '@/lib/api-client';
import { replacePage } from '@/lib/page-navigation';
import { unlockScreen } from '@/lib/session-lock';

/**
 * What to say beside the password when unlocking failed: the gateway's words where they are not
 * about the password (too many attempts, no connection, the server down), otherwise the spec's.
 */
export function unlockFailureMessage(error: unknown): string {
  const ownWords =
    error instanceof ApiRequestError && (error.status === 429 || error.status === 0 || error.status >= 500);
  return ownWords ? error.message : LOGIN_FAILURE_MESSAGE;
}

/**
 * Unlocks by signing in again in this browser (the gateway then ends the locked session and sets new
 * cookies): the screen underneath comes back as it was and reloads everything it shows, and
 * `onUnlocked` reconnects what the old session held (the live channel). `admin` is the session's
 * login name when the gateway knows it (the lock then asks for its password only); where the name was
 * typed and is not the one who signed in before, the page is loaded afresh instead: nothing the
 * previous admin had on screen may stay.
 */
export function useUnlock(admin: string | null, onUnlocked: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      // The login page's own chunk: one copy of the call for both.
      const { login } = await import('@/features/auth/api/login');
      if (!(await login(credentials))) {
        throw new ApiRequestError(401, LOGIN_FAILURE_MESSAGE);
      }
    },
    onSuccess: (_answer, { username }) => {
      if (!rememberSignedInAdmin(username) && admin === null) {
        const { pathname, search, hash } = window.location;
        replacePage(`${pathname}${search}${hash}`);
        return;
      }
      unlockScreen();
      void queryClient.invalidateQueries();
      onUnlocked();
    },
  });
}
