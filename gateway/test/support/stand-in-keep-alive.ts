/**
 * How long a stand-in server on loopback keeps an idle connection: a minute, not Node's 5 s. The
 * stand-ins share the test's event loop with the gateway's client, and a loop stalled for seconds
 * (a suite niced beside the browsers) runs its timers before it reads: a POST written on a socket
 * idle for 3 s then met Node's 5 s keep-alive timer first and came back ECONNRESET (a create's 502),
 * which no separate server would do. The client follows the server's `Keep-Alive: timeout=` header.
 */
export const STAND_IN_KEEP_ALIVE_MS = 60_000;
