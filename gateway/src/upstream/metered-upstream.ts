import type { EndpointName } from '@taxi/contracts';
import type { Metrics, UpstreamOutcome } from '@/common/metrics/metrics';
import type { CallerOf, CallInputArgument, EndpointResult } from './upstream-call';
import { UpstreamError } from './upstream.errors';
import { UpstreamPort } from './upstream.port';

/** How a call ended, as ops count it (by the error the adapter raised). */
export function upstreamOutcome(error: unknown): UpstreamOutcome {
  if (!(error instanceof UpstreamError)) {
    return '5xx';
  }
  switch (error.failure) {
    case 'rejected':
      // A refusal the server decided, unless it failed to decide (a 5xx on the token check).
      return error.transportCause === 'status' ? '5xx' : '4xx';
    case 'timeout':
      return 'timeout';
    case 'bad-response':
      return 'unreadable';
    case 'unavailable':
      return error.transportCause === 'status' ? '5xx' : 'refused';
  }
}

/** Either adapter, with every call timed and counted by catalogue name and outcome. */
export class MeteredUpstream extends UpstreamPort {
  constructor(
    private readonly inner: UpstreamPort,
    private readonly metrics: Metrics,
  ) {
    super();
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  async call<N extends EndpointName>(
    name: N,
    caller: CallerOf<N>,
    ...input: CallInputArgument<N>
  ): Promise<EndpointResult<N>> {
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    try {
      const result = await this.inner.call(name, caller, ...input);
      this.metrics.upstreamCall(name, 'ok', seconds());
      return result;
    } catch (error) {
      this.metrics.upstreamCall(name, upstreamOutcome(error), seconds());
      throw error;
    }
  }
}
