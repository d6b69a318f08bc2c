import { act } from '@testing-library/react';
import type { WebOrdersOverview } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderHookWithProviders } from '@/testing/render-with-providers';
import { webOverview } from '@/features/orders/utils/web-order-fixtures.test-helpers';
import { usePauseWebOrders } from './pause-web-orders';

const paused = (client: { getQueryData: (key: readonly unknown[]) => unknown }) =>
  (client.getQueryData(queryKeys.webOrders) as WebOrdersOverview).paused;

describe('the web orders switch', () => {
  it('pauses, and shows what the gateway answers', async () => {
    fakeApi.on('webOrdersPause', webOverview([], { paused: true }));
    const { result, queryClient } = renderHookWithProviders(() => usePauseWebOrders());
    queryClient.setQueryData(queryKeys.webOrders, webOverview());
    await act(() => result.current.mutateAsync(true));
    expect(fakeApi.requests('webOrdersPause').map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/web-orders/pause', body: { paused: true } },
    ]);
    expect(paused(queryClient)).toBe(true);
  });

  it('leaves the switch as it was when the gateway refuses', async () => {
    fakeApi.on('webOrdersPause', FakeReply.error(409, 'Objednávky z webu nejsou nastavené.'));
    const { result, queryClient } = renderHookWithProviders(() => usePauseWebOrders());
    queryClient.setQueryData(queryKeys.webOrders, webOverview());
    await act(() => result.current.mutateAsync(true).catch(() => undefined));
    expect(paused(queryClient)).toBe(false);
  });
});
