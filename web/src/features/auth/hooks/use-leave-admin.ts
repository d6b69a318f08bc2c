import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { clearSessionHint } from '@/lib/session-hint';

/** Ends the session on this side: forget the session hint and all loaded data, go to /login. */
export function useLeaveAdmin(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearSessionHint();
    void navigate(paths.login, { replace: true });
    queryClient.clear();
  }, [navigate, queryClient]);
}
