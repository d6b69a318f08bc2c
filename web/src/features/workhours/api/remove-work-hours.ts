import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/admins/removeWorkHours` with `{ id: day }`: the day has no hours afterwards. */
export function removeWorkHours(day: number) {
  return callApi('workHoursRemove', { body: { id: day } });
}

export function useRemoveWorkHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWorkHours,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workHours }),
  });
}
