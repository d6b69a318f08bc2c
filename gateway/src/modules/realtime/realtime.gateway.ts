import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { GATEWAY_EVENTS } from '@taxi/contracts';
import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { SessionCheck } from '../../common/auth/session-check';
import { SessionEvents } from '../../common/auth/session-events';
import { ClientAddresses } from '../../common/net/client-addresses';
import { UpstreamEventsPort } from '../../upstream/upstream-events.port';
import { UpstreamPort } from '../../upstream/upstream.port';
import { type RealtimeServer, RealtimeBroadcaster } from './realtime-broadcaster';
import { socketToken } from './socket-token';

/** How often live connections are re-checked, so an expired (or elsewhere ended) session stops receiving. */
const SESSION_RECHECK_MS = 60_000;
export const UNAUTHORIZED_SOCKET = 'unauthorized';

/** The SPA's live channel: admin sessions only; events come from the broadcaster. */
@WebSocketGateway()
export class RealtimeGateway
  implements OnGatewayInit<RealtimeServer>, OnGatewayConnection<Socket>, OnModuleDestroy
{
  private readonly logger = new Logger('RealtimeGateway');
  private recheckTimer: NodeJS.Timeout | undefined;
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly broadcaster: RealtimeBroadcaster,
    private readonly upstream: UpstreamPort,
    private readonly sessions: SessionEvents,
    private readonly sessionCheck: SessionCheck,
    private readonly clients: ClientAddresses,
    private readonly events: UpstreamEventsPort,
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
            (socket.data as { token?: string }).token = token;
            next();
          } else {
            next(new Error(UNAUTHORIZED_SOCKET));
          }
        },
        () => next(new Error(UNAUTHORIZED_SOCKET)),
      );
    });
    this.stopListening = this.sessions.onEnded((token) => void this.closeSession(server, token));
    this.recheckTimer = setInterval(() => void this.recheckSessions(server), SESSION_RECHECK_MS);
    this.recheckTimer.unref();
  }

  onModuleDestroy(): void {
    this.stopListening?.();
    clearInterval(this.recheckTimer);
  }

  /** Logout: that session's connections (every tab of that browser) close at once. */
  private async closeSession(server: RealtimeServer, token: string): Promise<void> {
    for (const socket of await server.fetchSockets()) {
      if ((socket.data as { token?: string }).token === token) {
        socket.disconnect(true);
      }
    }
  }

  private async recheckSessions(server: RealtimeServer): Promise<void> {
    for (const socket of await server.fetchSockets()) {
      const token = (socket.data as { token?: string }).token;
      const valid = token ? await this.upstream.checkToken(token).catch(() => true) : false;
      if (!valid) {
        this.logger.log('Closing a live connection whose session ended');
        socket.disconnect(true);
      }
    }
  }
}
