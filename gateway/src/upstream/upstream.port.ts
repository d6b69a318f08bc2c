import type { EndpointName } from '@taxi/contracts';
import type { CallerOf, CallInputArgument, EndpointResult } from './upstream-call';

export type { Caller, ReadingReport } from '@/common/auth/caller';

/**
 * The product's own server as the gateway sees it: one call by the catalogue's name
 * (`@taxi/contracts`' `endpoints`), whose input, caller and result are typed from its entry.
 * Adapters throw `UpstreamError`s only; nothing raw escapes them.
 */
export abstract class UpstreamPort {
  /** Resolves when the upstream answers at all; rejects with the reason otherwise. */
  abstract ping(): Promise<void>;

  abstract call<N extends EndpointName>(
    name: N,
    caller: CallerOf<N>,
    ...input: CallInputArgument<N>
  ): Promise<EndpointResult<N>>;
}
