import type { ServicePolicy } from '@/common/net/service-answer';
import { UpstreamError } from '@/upstream/upstream.errors';

/**
 * How the company's server is read: 3xx and 4xx are answers the adapter reads (a refusal with its
 * message), a 5xx is `unavailable`; failures are `UpstreamError`s without detail (their Czech
 * message is all a client sees; the adapter logs the call).
 */
export const UPSTREAM_POLICY: ServicePolicy = {
  answers: (status) => status < 500,
  fail: (failure, _detail, cause) => UpstreamError.of(failure, cause),
  label: (request) => `${request.method} ${request.path}`,
};

/** The token check reads even a 5xx itself: not a yes, but no verdict to remember either. */
export const TOKEN_CHECK_POLICY: ServicePolicy = { ...UPSTREAM_POLICY, answers: () => true };
