import type { z } from 'zod';
import { OutboundHttp } from '@/common/net/outbound-http';
import type { ServicePolicy, ServiceRequest } from '@/common/net/service-answer';
import { GeoError } from './geo.errors';

/**
 * How a map service is read: 2xx (JSON) and 4xx (its refusal, JSON when there is one) are answers;
 * a 5xx or a redirect (which could carry the key header to another host; these APIs never
 * redirect) is `unavailable`. Details name the service and status only, never a URL or key.
 */
export function mapsPolicy(service: string): ServicePolicy {
  return {
    answers: (status) => status >= 400 && status < 500,
    fail: (failure, detail) => new GeoError(failure, detail),
    label: () => service,
  };
}

/** A map service's client: the whole exchange (connect, headers, body) within `timeoutMs`. */
export function mapsHttp(
  service: string,
  timeoutMs: number,
  maxResponseBytes = 8 * 1024 * 1024,
): OutboundHttp {
  return new OutboundHttp({
    connectTimeoutMs: timeoutMs,
    responseTimeoutMs: timeoutMs,
    maxResponseBytes,
    policy: mapsPolicy(service),
  });
}

/** A request to a full URL (map services are called by URL; it is never logged or put into an error). */
export function urlRequest(
  method: 'GET' | 'POST',
  url: URL,
  extra: Pick<ServiceRequest, 'headers' | 'body'> = {},
): ServiceRequest {
  return { method, origin: url.origin, path: url.pathname + url.search, ...extra };
}

/** Checks an answer against the provider's documented shape; a mismatch is a 502. */
export function parseAnswer<T extends z.ZodType>(service: string, schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new GeoError('bad-response', `${service}: answer in an unexpected shape`);
  }
  return parsed.data;
}
