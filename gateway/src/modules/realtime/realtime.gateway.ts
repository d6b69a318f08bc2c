import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { UpstreamPort } from '../../upstream/upstream.port';
import { type RealtimeServer, RealtimeBroadcaster } from './realtime-broadcaster';
import { socketToken } from './socket-token';

/** How often live connections are re-checked, so a logged-out or expired session stops receiving. */
const SESSION_RECHECK_MS = 60_000;
export const UNAUTHORIZED_SOCKET = 'unauthorized';

/** The SPA's live channel: admin sessions only; events come from the broadcaster. */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit<RealtimeServer>, OnModuleDestroy {
  private readonly logger = new Logger('RealtimeGateway');
  private recheckTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly broadcaster: RealtimeBroadcaster,
    private readonly upstream: UpstreamPort,
  ) {}

  afterInit(server: RealtimeServer): void {
    this.broadcaster.attach(server);
    server.use((socket, next) => {
      const token = socketToken(socket);
      const verdict = token ? this.upstream.checkToken(token) : Promise.resolve(false);
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
    this.recheckTimer = setInterval(() => void this.recheckSessions(server), SESSION_RECHECK_MS);
    this.recheckTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.recheckTimer);
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
