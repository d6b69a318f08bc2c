import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { GATEWAY_EVENTS } from '@taxi/contracts';
import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { SessionCheck } from '@/common/auth/session-check';
import { type SessionId, SessionEvents, sessionIdOf } from '@/common/auth/session-events';
import { Draining } from '@/common/lifecycle/draining';
import { ClientAddresses } from '@/common/net/client-addresses';
import { UpstreamEventsPort } from '@/upstream/upstream-events.port';
import { type RealtimeServer, RealtimeBroadcaster } from './realtime-broadcaster';
import { socketToken } from './socket-token';

/** How often live connections are re-checked, so an expired (or elsewhere ended) session stops receiving. */
const SESSION_RECHECK_MS = 60_000;
export const UNAUTHORIZED_SOCKET = 'unauthorized';

type SocketSession = { token?: string; session?: SessionId };

/** The SPA's live channel: admin sessions only; events come from the broadcaster. */
@WebSocketGateway()
export class RealtimeGateway
  implements OnGatewayInit<RealtimeServer>, OnGatewayConnection<Socket>, OnModuleDestroy
{
  private readonly logger = new Logger('RealtimeGateway');
  private recheckTimer: NodeJS.Timeout | undefined;
  private readonly subscriptions: (() => void)[] = [];

  constructor(
    private readonly broadcaster: RealtimeBroadcaster,
    private readonly sessions: SessionEvents,
    private readonly sessionCheck: SessionCheck,
    private readonly clients: ClientAddresses,
    private readonly events: UpstreamEventsPort,
    private readonly draining: Draining,
  ) {}

  /** A new client learns at once whether live events can arrive (else it polls). */
  handleConnection(socket: Socket): void {
    socket.emit(GATEWAY_EVENTS.upstreamLink, this.events.linkState());
  }

  afterInit(server: RealtimeServer): void {
    this.broadcaster.attach(server);
    server.use((socket, next) => {
      const token = socketToken(socket);
      const client = this.clients.address(socket.request);
      const verdict = token ? this.sessionCheck.isValid(token, client) : Promise.resolve(false);
      verdict.then(
        (valid) => {
          if (valid && token) {
            Object.assign(socket.data as SocketSession, { token, session: sessionIdOf(token) });
            next();
          } else {
            next(new Error(UNAUTHORIZED_SOCKET));
          }
        },
        () => next(new Error(UNAUTHORIZED_SOCKET)),
      );
    });
    this.subscriptions.push(
      this.sessions.onEnded((session) => void this.closeSession(server, session)),
      // Shutting down: the connections drop (not a server "disconnect", after which socket.io clients
      // would give up), so browsers reconnect at once, through the balancer to a replica that stays.
      this.draining.on('closed', () => {
        server.of('/').sockets.forEach((socket) => socket.conn.close());
      }),
    );
    this.recheckTimer = setInterval(() => void this.recheckSessions(server), SESSION_RECHECK_MS);
    this.recheckTimer.unref();
  }

  onModuleDestroy(): void {
    this.subscriptions.splice(0).forEach((unsubscribe) => unsubscribe());
    clearInterval(this.recheckTimer);
  }

  /** Logout (here or on another replica): that session's connections (every tab) close at once. */
  private async closeSession(server: RealtimeServer, session: SessionId): Promise<void> {
    for (const socket of await server.fetchSockets()) {
      if ((socket.data as SocketSession).session === session) {
        socket.disconnect(true);
      }
    }
  }

  private async recheckSessions(server: RealtimeServer): Promise<void> {
    for (const socket of await server.fetchSockets()) {
      const token = (socket.data as SocketSession).token;
      const valid = token ? await this.sessionCheck.stillValid(token) : false;
      if (!valid) {
        this.logger.log('Closing a live connection whose session ended');
        socket.disconnect(true);
      }
    }
  }
}
