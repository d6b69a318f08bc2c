import { OutboundHttp } from '@/common/net/outbound-http';
import type { ServicePolicy } from '@/common/net/service-answer';
import { FleetError } from './fleet.errors';

/**
 * How a tracking provider is read: 2xx and 401/403 (credentials refused, which the provider reads to
 * authenticate again) are answers; everything else, and a 2xx that is not JSON, is a `FleetError`
 * whose detail names the method, path and status only.
 */
export const TRACKING_POLICY: ServicePolicy = {
  answers: (status) => status === 401 || status === 403,
  fail: (failure, detail) => new FleetError(failure, detail),
  label: (request) => `${request.method} ${request.path}`,
};

/** A provider's client: the shared outbound client below `baseUrl`, read by `TRACKING_POLICY`. */
export function trackingHttp(baseUrl: string, maxResponseBytes = 8 * 1024 * 1024): OutboundHttp {
  return new OutboundHttp({
    baseUrl,
    // The poll's own deadline (FLEET_TIMEOUT_MS) decides first; these only bound a connection left alone.
    connectTimeoutMs: 30_000,
    responseTimeoutMs: 60_000,
    maxResponseBytes,
    policy: TRACKING_POLICY,
  });
}
