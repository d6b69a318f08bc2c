import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/features/auth/api/check-session';

/** True once the guard's session check said yes (read-only: it never starts the check itself). */
export function useSessionConfirmed(): boolean {
  const { data } = useQuery({ ...sessionQueryOptions(), enabled: false });
  return data === true;
}
