import { RIDE_EVENTS, UPSTREAM_EVENTS } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { queryKeysForEvent } from './event-query-keys';

describe('queryKeysForEvent', () => {
  it('reloads the SOS strip on sos', () => {
    expect(queryKeysForEvent('sos')).toEqual([queryKeys.sos]);
  });

  it('reloads the orders (map included), the balance and the web orders on every ride event', () => {
    for (const event of RIDE_EVENTS) {
      expect(queryKeysForEvent(event)).toEqual([queryKeys.orders, queryKeys.balance, queryKeys.webOrders]);
    }
  });

  it('reloads only the map orders when a driver moves', () => {
    expect(queryKeysForEvent('driverLocationChange')).toEqual([queryKeys.mapOrders]);
  });

  it('maps every upstream event to something', () => {
    for (const event of UPSTREAM_EVENTS) {
      expect(queryKeysForEvent(event).length).toBeGreaterThan(0);
    }
  });
});
