import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  SOCKET_CONNECT_TIMEOUT_MS,
  SOCKET_RANDOMIZATION_FACTOR,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
} from '@taxi/contracts';
import { io, type Socket } from 'socket.io-client';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Path of the gateway's socket.io server (same origin; the HttpOnly session cookie rides along). */
export const SOCKET_PATH = '/socket.io';
/** The message of a handshake the gateway refused because the session is not valid. */
export const UNAUTHORIZED_SOCKET_MESSAGE = 'unauthorized';

/** One live connection to the gateway with the spec's reconnect timing (websocket only). */
export function createRealtimeSocket(): RealtimeSocket {
  return io({
    path: SOCKET_PATH,
    transports: ['websocket'],
    withCredentials: true,
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
    randomizationFactor: SOCKET_RANDOMIZATION_FACTOR,
    timeout: SOCKET_CONNECT_TIMEOUT_MS,
    autoConnect: false,
  });
}
