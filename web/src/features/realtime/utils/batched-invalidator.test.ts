import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchedInvalidator } from './batched-invalidator';

describe('createBatchedInvalidator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('invalidates each key once after a burst of events', () => {
    const client = new QueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const batch = createBatchedInvalidator(client, 100);

    batch.add([['orders'], ['balance']]);
    batch.add([['orders'], ['balance']]);
    batch.add([['sos']]);
    expect(spy).not.toHaveBeenCalled();

    vi.advanceTimersByTime(100);
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['orders'], ['balance'], ['sos']]);
  });

  it('drops what is pending when cancelled (the connection closed)', () => {
    const client = new QueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const batch = createBatchedInvalidator(client, 100);
    batch.add([['sos']]);
    batch.cancel();
    vi.advanceTimersByTime(500);
    expect(spy).not.toHaveBeenCalled();
  });
});
