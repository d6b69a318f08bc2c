/**
 * The http-mode gateway's credential on the dialect server's socket: the live-updates tests drop
 * that gateway's link alone, while the extension gateway on the same server keeps its own.
 */
export const REAL_SERVER_SOCKET_TOKEN = 'e2e-real-server-socket';
