import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { IncomingMessage } from 'node:http';
import type { ServerOptions } from 'socket.io';
import type { OriginPolicy } from '@/common/security/origin-policy';

export const SOCKET_PATH = '/socket.io';

/**
 * socket.io on the gateway's own port: websocket transport only, handshakes from other sites
 * refused, and a connection that never joins is dropped after `connectTimeoutMs`.
 */
export class SessionIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly origins: OriginPolicy,
    private readonly connectTimeoutMs: number,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): unknown {
    return super.createIOServer(port, {
      ...options,
      path: SOCKET_PATH,
      transports: ['websocket'],
      serveClient: false,
      connectTimeout: this.connectTimeoutMs,
      allowRequest: (
        request: IncomingMessage,
        callback: (error: string | null | undefined, success: boolean) => void,
      ) => callback(null, !this.origins.isForeign(request) && !this.origins.isMisdirected(request)),
    });
  }
}
