import { UpstreamError } from './upstream.errors';
import type { UpstreamPort } from './upstream.port';

/** The upstream's ping, failing with `timeout` after `timeoutMs` even when the upstream hangs. */
export async function pingWithin(upstream: UpstreamPort, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(UpstreamError.timeout()), timeoutMs);
  });
  try {
    await Promise.race([upstream.ping(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
