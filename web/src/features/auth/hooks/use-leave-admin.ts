import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { replacePage } from '@/lib/page-navigation';
import { clearSessionHint } from '@/lib/session-hint';

/**
 * Ends the session on this side: forget the session hint and load /login as a new page, one
 * navigation. The loaded data is dropped at once too, so a page restored from the browser's
 * back-forward cache shows none of it.
 */
export function useLeaveAdmin(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSessionHint();
    replacePage(paths.login);
    queryClient.clear();
  }, [queryClient]);
}
