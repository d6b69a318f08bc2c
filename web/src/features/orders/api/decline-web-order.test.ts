import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { fakeApi } from '@/testing/fake-api';
import { renderHookWithProviders } from '@/testing/render-with-providers';
import { webOverview } from '@/features/orders/utils/web-order-fixtures.test-helpers';
import { useDeclineWebOrder } from './decline-web-order';

describe('declining a web order', () => {
  it('sends the order number and the reason, then reloads the orders and the web orders', async () => {
    fakeApi.on('webOrderDecline', { ok: true });
    const { result, queryClient } = renderHookWithProviders(() => useDeclineWebOrder());
    queryClient.setQueryData(queryKeys.orders, []);
    queryClient.setQueryData(queryKeys.webOrders, webOverview());
    await act(() => result.current.mutateAsync({ orderId: 2231, reason: 'Všechny vozy jsou obsazené' }));
    expect(fakeApi.requests('webOrderDecline').map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/web-orders/decline', body: { orderId: 2231, reason: 'Všechny vozy jsou obsazené' } },
    ]);
    expect(queryClient.getQueryState(queryKeys.orders)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.webOrders)?.isInvalidated).toBe(true);
  });
});
