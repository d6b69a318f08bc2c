import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VipCreateRequest } from '@taxi/contracts';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function createVip(body: VipCreateRequest) {
  return callApi('vipCreate', { body });
}

export function useCreateVip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.vip }),
  });
}
