import type { ServerToClientEvents } from '@taxi/contracts';
import { createContext } from 'react';

/**
 * `idle`: no admin session yet; `connecting`: first connection; `connected`: live;
 * `reconnecting`: the link dropped and is being restored; `offline`: the gateway refused or is unreachable.
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

export type RealtimeEventName = keyof ServerToClientEvents;

export type RealtimeContextValue = {
  status: RealtimeStatus;
  subscribe: <E extends RealtimeEventName>(event: E, handler: ServerToClientEvents[E]) => () => void;
};

export const RealtimeContext = createContext<RealtimeContextValue>({
  status: 'idle',
  subscribe: () => () => undefined,
});
