import { useMutation } from '@tanstack/react-query';
import { forgetSignedInAdmin } from '@/lib/admin-drafts';
import { callApi } from '@/lib/api-client';
import { useLeaveAdmin } from '@/features/auth/hooks/use-leave-admin';

/** `POST /api/history_login/create` with `{}`: the gateway fills the token and clears both cookies. */
export function logout() {
  return callApi('logout', { body: {} });
}

/**
 * Logs out and goes to /login whatever the server answers (a failed call still ends the session
 * here); unsent drafts go with it, so the next admin in this browser never sees them.
 */
export function useLogout() {
  const leave = useLeaveAdmin();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      forgetSignedInAdmin();
      leave();
    },
  });
}
