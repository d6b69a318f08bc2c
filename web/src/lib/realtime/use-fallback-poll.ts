import { useRealtimeStatus } from './use-realtime-status';

/** While live events cannot arrive, screens reload at the pace of the spec's vehicle poll. */
export const LIVE_FALLBACK_POLL_MS = 10_000;

/**
 * The `refetchInterval` for a query that live events keep fresh: off while "Živě", every 10 s while
 * the gateway or the upstream link is down (or still connecting).
 */
export function useFallbackPoll(): number | false {
  const status = useRealtimeStatus();
  return status === 'connected' || status === 'idle' ? false : LIVE_FALLBACK_POLL_MS;
}
