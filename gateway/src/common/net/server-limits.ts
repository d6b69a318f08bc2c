import type { Server } from 'node:http';
import type { ServerLimits } from '@/config/app-config';

type Refused = (address: string) => void;

/**
 * Slow clients cannot hold connections for minutes: headers and whole requests have deadlines,
 * and one address may keep only so many connections open. A trusted proxy is exempt from the cap
 * (it carries every client; it limits them itself).
 */
export function applyServerLimits(
  server: Server,
  limits: ServerLimits,
  isTrustedPeer: (address: string) => boolean,
  onRefused: Refused,
): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  // Longer than the idle timeout of whatever keeps connections to the gateway open (a balancer, a
  // client's pool): the side that closes an idle connection first must be the client, or a request
  // it sends at that moment meets a closed socket.
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Node enforces both deadlines only when it sweeps its connections (every 30 s by default,
  // read at listen time); sweeping every second keeps the deadlines what they say.
  Object.assign(server, { connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs) });

  const open = new Map<string, number>();
  const refusing = new Set<string>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    if (isTrustedPeer(address)) {
      return;
    }
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerClient) {
      socket.destroy();
      // One log line per burst, not one per refused socket.
      if (!refusing.has(address)) {
        refusing.add(address);
        onRefused(address);
      }
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) {
        open.set(address, left);
      } else {
        open.delete(address);
      }
      if (left < limits.maxConnectionsPerClient) {
        refusing.delete(address);
      }
    });
  });
}
