import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderHookWithProviders } from '@/testing/render-with-providers';
import { webOrderRecord, webOverview } from '@/features/orders/utils/web-order-fixtures.test-helpers';
import { useWebOrderRecords, useWebOrders } from './get-web-orders';

describe('the web orders overview', () => {
  it('reads the switch and the open web orders', async () => {
    const overview = webOverview([webOrderRecord()], { paused: true });
    fakeApi.on('webOrdersOverview', overview);
    const { result } = renderHookWithProviders(() => useWebOrders());
    await waitFor(() => expect(result.current.data).toEqual(overview));
    expect(fakeApi.requests('webOrdersOverview').map(({ url }) => url)).toEqual(['/api/web-orders/admin']);
  });

  it('gives the records by order number, and reloads when invalidated (a live event)', async () => {
    let orders = [webOrderRecord({ orderNumber: 2231 })];
    fakeApi.on('webOrdersOverview', () => webOverview(orders));
    const { result, queryClient } = renderHookWithProviders(() => useWebOrderRecords());
    await waitFor(() => expect([...result.current.keys()]).toEqual([2231]));
    orders = [...orders, webOrderRecord({ orderNumber: 2232, language: 'en' })];
    await queryClient.invalidateQueries({ queryKey: queryKeys.webOrders });
    await waitFor(() => expect(result.current.get(2232)?.language).toBe('en'));
  });

  it('marks nothing while the overview cannot be read', async () => {
    fakeApi.on('webOrdersOverview', FakeReply.error(502, 'Server objednávek neodpovídá.'));
    const { result } = renderHookWithProviders(() => useWebOrders());
    await waitFor(() => expect(result.current.error?.message).toBe('Server objednávek neodpovídá.'));
  });
});
