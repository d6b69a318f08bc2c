import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeContext, type RealtimeContextValue } from '@/lib/realtime/realtime-context';
import { fakeApi } from '@/testing/fake-api';
import { renderHookWithProviders } from '@/testing/render-with-providers';
import { REPORT_REFRESH_MS, useReportOrders } from './use-report-orders';

const listeners = new Map<string, Set<() => void>>();
const subscribe = ((event: string, handler: () => void) => {
  const set = listeners.get(event) ?? new Set();
  set.add(handler);
  listeners.set(event, set);
  return () => set.delete(handler);
}) as RealtimeContextValue['subscribe'];
const emit = (event: string) => listeners.get(event)?.forEach((handler) => handler());
const wrapper = ({ children }: { children: ReactNode }) => (
  <RealtimeContext.Provider value={{ status: 'connected', subscribe }}>{children}</RealtimeContext.Provider>
);

describe('the reports’ order list', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T12:00:00Z') });
    listeners.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts live ride events and reads the list again once a minute at most, not on every event', async () => {
    fakeApi.on('orderList', []);
    const { result } = renderHookWithProviders(() => useReportOrders(), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fakeApi.requests('orderList')).toHaveLength(1);
    act(() => {
      emit('ride');
      emit('rideAccept');
      emit('rideComplete');
    });
    expect(result.current.changes).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(REPORT_REFRESH_MS - 1_000));
    expect(fakeApi.requests('orderList')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_001));
    expect(fakeApi.requests('orderList')).toHaveLength(2);
    expect(result.current.changes).toBe(0);
  });

  it('reads at once on "Načíst znovu"', async () => {
    fakeApi.on('orderList', []);
    const { result } = renderHookWithProviders(() => useReportOrders(), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(1));
    act(() => result.current.refresh());
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fakeApi.requests('orderList')).toHaveLength(2);
  });
});
