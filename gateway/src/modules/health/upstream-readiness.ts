import { Injectable } from '@nestjs/common';
import { Metrics } from '@/common/metrics/metrics';
import { pingWithin } from '@/upstream/ping-within';
import { UpstreamError } from '@/upstream/upstream.errors';
import { UpstreamPort } from '@/upstream/upstream.port';

// Orchestrators probe often; answer within this even when the upstream hangs.
const READINESS_TIMEOUT_MS = 3_000;

/** Whether the company's server (or the embedded mock) answers, and why not. */
export type UpstreamVerdict = { reachable: true } | { reachable: false; reason: string };

/**
 * The one check of the upstream that `/readyz` and the `taxi_upstream_reachable` gauge share, so
 * the probe and the metric never disagree: the port's ping within 3 s.
 */
@Injectable()
export class UpstreamReadiness {
  constructor(
    private readonly upstream: UpstreamPort,
    metrics: Metrics,
  ) {
    metrics.gauge(
      'upstream_reachable',
      "Whether the company's server answers (checked at each scrape, as /readyz checks): 1 yes, 0 no",
      async () => Number((await this.check()).reachable),
    );
  }

  async check(): Promise<UpstreamVerdict> {
    try {
      await pingWithin(this.upstream, READINESS_TIMEOUT_MS);
      return { reachable: true };
    } catch (error) {
      return { reachable: false, reason: error instanceof UpstreamError ? error.failure : 'timeout' };
    }
  }
}
