import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetWorkHoursRequest } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/admins/setWorkhours` with `{ id: day, from, to }`; the gateway adds the session token. */
export function setWorkHours(body: Omit<SetWorkHoursRequest, 'token'>) {
  return callApi('workHoursSet', { body });
}

export function useSetWorkHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWorkHours,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workHours }),
  });
}
