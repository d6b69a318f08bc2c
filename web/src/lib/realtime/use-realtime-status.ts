import { useContext } from 'react';
import { RealtimeContext, type RealtimeStatus } from './realtime-context';

/** The state of the live connection, for indicators. */
export function useRealtimeStatus(): RealtimeStatus {
  return useContext(RealtimeContext).status;
}
