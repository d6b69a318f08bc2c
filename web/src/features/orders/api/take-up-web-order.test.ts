import { act, waitFor } from '@testing-library/react';
import type { WebOrdersOverview } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderHookWithProviders } from '@/testing/render-with-providers';
import { webOrderRecord, webOverview } from '@/features/orders/utils/web-order-fixtures.test-helpers';
import { useTakeUpWebOrder } from './take-up-web-order';

const seenAt = (client: { getQueryData: (key: readonly unknown[]) => unknown }) =>
  (client.getQueryData(queryKeys.webOrders) as WebOrdersOverview).orders[0]!.seenAt;

describe('taking a web order up', () => {
  it('sends the order number and marks it seen at once', async () => {
    let answer: (reply: { ok: true }) => void = () => undefined;
    fakeApi.on('webOrderSeen', () => new Promise((resolve) => (answer = resolve)));
    fakeApi.on('webOrdersOverview', () => webOverview([webOrderRecord({ seenAt: '2026-11-23T10:01:00Z' })]));
    const { result, queryClient } = renderHookWithProviders(() => useTakeUpWebOrder());
    queryClient.setQueryData(queryKeys.webOrders, webOverview([webOrderRecord()]));
    act(() => result.current.mutate(2231));
    await waitFor(() => expect(seenAt(queryClient)).not.toBeNull());
    answer({ ok: true });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fakeApi.requests('webOrderSeen').map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/web-orders/seen', body: { orderId: 2231 } },
    ]);
  });

  it('puts it back unseen when the gateway refuses', async () => {
    fakeApi.on('webOrderSeen', FakeReply.error(404, 'Objednávka č. 2231 není objednávka z webu.'));
    fakeApi.on('webOrdersOverview', () => webOverview([webOrderRecord()]));
    const { result, queryClient } = renderHookWithProviders(() => useTakeUpWebOrder());
    queryClient.setQueryData(queryKeys.webOrders, webOverview([webOrderRecord()]));
    await act(() => result.current.mutateAsync(2231).catch(() => undefined));
    expect(seenAt(queryClient)).toBeNull();
  });
});
