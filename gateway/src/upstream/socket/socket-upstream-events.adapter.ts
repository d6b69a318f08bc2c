import {
  isUpstreamEventName,
  SOCKET_CONNECT_TIMEOUT_MS,
  SOCKET_RANDOMIZATION_FACTOR,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  UpstreamEventPayloadSchema,
  type UpstreamLinkState,
} from '@taxi/contracts';
import { io, type Socket } from 'socket.io-client';
import { type UpstreamEventListener, UpstreamEventsPort } from '@/upstream/upstream-events.port';

export type SocketUpstreamEventsOptions = {
  /** The upstream's origin (its socket.io server shares the API's host). */
  url: string;
  path: string;
  /** Optional credential for the upstream's socket, sent as `auth.token` and a bearer header. */
  token?: string;
  onStatus?: (status: 'connected' | 'disconnected' | 'refused') => void;
};

/**
 * A refused handshake (or a drop) counts as `down` once it lasts this long without a connection;
 * before that the link is `connecting`. socket.io retries meanwhile either way.
 */
const DOWN_AFTER_FAILED_ATTEMPTS = 2;

/**
 * One socket.io-client connection to the upstream (websocket only, the spec's reconnect
 * settings); every documented event is checked and handed to the listeners.
 */
export class SocketUpstreamEvents extends UpstreamEventsPort {
  private readonly socket: Socket;
  private readonly listeners = new Set<UpstreamEventListener>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly linkListeners = new Set<(state: UpstreamLinkState) => void>();
  private state: UpstreamLinkState = 'connecting';
  private failedAttempts = 0;
  private lastEvent: Date | null = null;
  private connectedBefore = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: SocketUpstreamEventsOptions) {
    super();
    const token = options.token;
    this.socket = io(options.url, {
      path: options.path,
      transports: ['websocket'],
      autoConnect: false,
      reconnection: true,
      reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
      reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
      randomizationFactor: SOCKET_RANDOMIZATION_FACTOR,
      timeout: SOCKET_CONNECT_TIMEOUT_MS,
      ...(token ? { auth: { token }, extraHeaders: { Authorization: `Bearer ${token}` } } : {}),
    });
    this.socket.on('connect', () => this.connected());
    this.socket.on('disconnect', (reason) => this.disconnected(reason));
    this.socket.on('connect_error', () => this.refused());
    this.socket.onAny((name: string, payload: unknown) => this.dispatch(name, payload));
  }

  start(): void {
    this.closed = false;
    this.socket.connect();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.socket.disconnect();
  }

  isConnected(): boolean {
    return this.socket.connected;
  }

  onEvent(listener: UpstreamEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  linkState(): UpstreamLinkState {
    return this.state;
  }

  onLinkState(listener: (state: UpstreamLinkState) => void): () => void {
    this.linkListeners.add(listener);
    return () => this.linkListeners.delete(listener);
  }

  lastEventAt(): Date | null {
    return this.lastEvent;
  }

  private setState(state: UpstreamLinkState): void {
    if (state === this.state) {
      return;
    }
    this.state = state;
    for (const listener of this.linkListeners) {
      try {
        listener(state);
      } catch {
        // One failing listener must not starve the others.
      }
    }
  }

  private connected(): void {
    this.failedAttempts = 0;
    this.setState('connected');
    this.options.onStatus?.('connected');
    if (this.connectedBefore) {
      this.reconnectListeners.forEach((listener) => listener());
    }
    this.connectedBefore = true;
  }

  private disconnected(reason: Socket.DisconnectReason): void {
    // Events may be missed from now on: the admin must not see "Živě" (and falls back to polling).
    this.setState(this.closed ? 'down' : 'connecting');
    this.options.onStatus?.('disconnected');
    // socket.io gives up by itself when the server ends the connection; the upstream restarting
    // or dropping us must not end the relay, so we retry like any other loss.
    if (reason === 'io server disconnect') {
      this.retryLater();
    }
  }

  // A handshake refused by the server's middleware is not retried by socket.io itself.
  private refused(): void {
    this.failedAttempts += 1;
    this.setState(this.failedAttempts >= DOWN_AFTER_FAILED_ATTEMPTS ? 'down' : 'connecting');
    this.options.onStatus?.('refused');
    if (!this.socket.active) {
      this.retryLater();
    }
  }

  private retryLater(): void {
    if (this.closed) {
      return;
    }
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.socket.connect(), SOCKET_RECONNECT_DELAY_MAX_MS);
    this.retryTimer.unref();
  }

  private dispatch(name: string, payload: unknown): void {
    if (!isUpstreamEventName(name)) {
      return;
    }
    this.lastEvent = new Date();
    const parsed = UpstreamEventPayloadSchema.safeParse(payload);
    const event = { name, payload: parsed.success ? parsed.data : undefined };
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // One failing listener must not starve the others.
      }
    }
  }
}
