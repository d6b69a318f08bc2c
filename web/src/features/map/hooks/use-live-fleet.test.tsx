import type { FleetSnapshot, ServerToClientEvents } from '@taxi/contracts';
import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RealtimeContext, type RealtimeContextValue } from '@/lib/realtime/realtime-context';
import { fakeApi } from '@/testing/fake-api';
import { renderHookWithProviders } from '@/testing/render-with-providers';
import { useLiveFleet } from './use-live-fleet';

function snapshot(fetchedAt: string, plate: string): FleetSnapshot {
  return {
    positions: [
      { carID: 1, position: { latitude: 50.5, longitude: 14.1 }, toolTipText: 'Novák', spz: plate },
    ],
    fetchedAt,
    ageMs: 0,
    stale: false,
    provider: 'simulated',
  };
}

function setup(status: RealtimeContextValue['status']) {
  let pushFleet: ServerToClientEvents['fleet'] = () => undefined;
  const realtime: RealtimeContextValue = {
    status,
    subscribe: (event, handler) => {
      if (event === 'fleet') {
        pushFleet = handler as ServerToClientEvents['fleet'];
      }
      return () => undefined;
    },
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RealtimeContext.Provider value={realtime}>{children}</RealtimeContext.Provider>
  );
  const view = renderHookWithProviders(() => useLiveFleet(), { wrapper });
  return { view, push: (payload: unknown) => act(() => pushFleet(payload as FleetSnapshot)) };
}

describe('useLiveFleet', () => {
  beforeEach(() => {
    fakeApi.on('fleetPositions', snapshot('2026-11-23T12:00:00.000Z', 'AAA 1'));
    fakeApi.on('orderMapData', []);
  });

  it('loads the snapshot and the active orders, then takes each pushed snapshot', async () => {
    const { view, push } = setup('connected');
    await waitFor(() => expect(view.result.current.fleet.data?.positions[0]?.spz).toBe('AAA 1'));
    expect(view.result.current.orders.data).toEqual([]);

    push(snapshot('2026-11-23T12:00:10.000Z', 'BBB 2'));
    await waitFor(() => expect(view.result.current.fleet.data?.positions[0]?.spz).toBe('BBB 2'));
    expect(fakeApi.requests('fleetPositions')).toHaveLength(1);
  });

  it('ignores a pushed payload that is not a snapshot', async () => {
    const { view, push } = setup('connected');
    await waitFor(() => expect(view.result.current.fleet.data).toBeDefined());
    push({ drivers: [] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.result.current.fleet.data?.positions[0]?.spz).toBe('AAA 1');
  });
});
