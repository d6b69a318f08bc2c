import { z } from 'zod';
import { UPSTREAM_LINK_STATES } from '../realtime/events';

/** See the gateway's fleet leadership: how this replica takes part in polling the tracking provider. */
export const FLEET_ROLES = ['alone', 'polling', 'following', 'fallback'] as const;

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
    /** Milliseconds since the last successful poll, now; null before the first. */
    ageMs: z.number().nullable(),
    stale: z.boolean(),
    error: z.string().nullable(),
    vehicles: z.number().int(),
    /** This replica's part: polls alone (one process), for everyone, follows another, or falls back. */
    role: z.enum(FLEET_ROLES),
    /** The replica the latest snapshot came from, or null before any. */
    poller: z.string().nullable(),
  }),
  /** The replica that answered, and the Redis replicas share (null: one process, nothing shared). */
  sharedState: z.object({
    replica: z.string(),
    redis: z.enum(['connected', 'down']).nullable(),
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
