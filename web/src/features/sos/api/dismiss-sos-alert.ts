import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SosAlert } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function dismissSosAlert(id: number) {
  return callApi('sosDismiss', { body: { id } });
}

/** Dismisses an alert; it leaves the strip (and the alarm stops) at once, and comes back if the call fails. */
export function useDismissSosAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alert: SosAlert) => dismissSosAlert(alert.id),
    onMutate: async (alert) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.sos });
      const previous = queryClient.getQueryData<SosAlert[]>(queryKeys.sos);
      queryClient.setQueryData<SosAlert[]>(queryKeys.sos, (alerts) =>
        alerts?.filter((item) => item.id !== alert.id),
      );
      return { previous };
    },
    onError: (_error, _alert, context) => {
      if (context?.previous) {
        queryClient.setQueryData(queryKeys.sos, context.previous);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sos }),
  });
}
