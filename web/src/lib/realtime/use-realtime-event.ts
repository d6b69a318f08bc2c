import type { ServerToClientEvents } from '@taxi/contracts';
import { useContext, useEffect, useRef } from 'react';
import { RealtimeContext, type RealtimeEventName } from './realtime-context';

/**
 * Runs `handler` for each `event` from the gateway while the component is mounted (e.g. the map's
 * `fleet` snapshots). Query invalidation for upstream events already happens centrally.
 */
export function useRealtimeEvent<E extends RealtimeEventName>(
  event: E,
  handler: ServerToClientEvents[E],
): void {
  const { subscribe } = useContext(RealtimeContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const forward = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: typeof args) => void)(...args)) as ServerToClientEvents[E];
    return subscribe(event, forward);
  }, [event, subscribe]);
}
