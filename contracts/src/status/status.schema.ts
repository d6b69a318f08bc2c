import { z } from 'zod';
import { UPSTREAM_LINK_STATES } from '../realtime/events';

/** `GET /api/status`: what the admin's "Stav systému" page shows about the gateway's dependencies. */
export const SystemStatusSchema = z.object({
  checkedAt: z.string(),
  upstream: z.object({
    mode: z.enum(['memory', 'http']),
    reachable: z.boolean(),
    /** Round trip of this check, ms; null when it failed. */
    latencyMs: z.number().nullable(),
    /** Why the check failed (`unavailable`, `timeout`…), when it did. */
    failure: z.string().nullable(),
    lastSuccessAt: z.string().nullable(),
    lastFailureAt: z.string().nullable(),
    lastFailure: z.string().nullable(),
  }),
  realtime: z.object({
    state: z.enum(UPSTREAM_LINK_STATES),
    lastEventAt: z.string().nullable(),
    /** Admin browsers connected to the gateway's live channel now. */
    clients: z.number().int(),
  }),
  fleet: z.object({
    provider: z.string(),
    lastSuccessAt: z.string().nullable(),
    stale: z.boolean(),
    error: z.string().nullable(),
    vehicles: z.number().int(),
  }),
  geo: z.object({ provider: z.string() }),
  /** Records left out of upstream answers in the last hour, per call (catalogue name). */
  skippedRecords: z.array(
    z.object({
      call: z.string(),
      skippedLastHour: z.number().int(),
      skippedLastAnswer: z.number().int(),
      lastSkippedAt: z.string().nullable(),
    }),
  ),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;
