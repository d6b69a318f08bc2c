import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { IncomingMessage } from 'node:http';
import type { ServerOptions } from 'socket.io';
import { isForeignOrigin } from '../../common/security/origin-policy';

export const SOCKET_PATH = '/socket.io';

/** socket.io on the gateway's own port: websocket transport only, handshakes from other sites refused. */
export class SessionIoAdapter extends IoAdapter {
  private readonly allowedOrigins: ReadonlySet<string>;

  constructor(app: INestApplicationContext, allowedOrigins: readonly string[]) {
    super(app);
    this.allowedOrigins = new Set(allowedOrigins);
  }

  override createIOServer(port: number, options?: ServerOptions): unknown {
    return super.createIOServer(port, {
      ...options,
      path: SOCKET_PATH,
      transports: ['websocket'],
      serveClient: false,
      allowRequest: (
        request: IncomingMessage,
        callback: (error: string | null | undefined, success: boolean) => void,
      ) =>
        callback(null, !isForeignOrigin(request.headers.origin, request.headers.host, this.allowedOrigins)),
    });
  }
}
