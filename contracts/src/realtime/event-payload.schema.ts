import { z } from 'zod';

/** A record id as upstreams send it: a number, or its digits as a string (PHP/MySQL dialects). */
function readId(value: unknown): unknown {
  return typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
}

/**
 * The spec does not show payloads; the SPA only needs to know what changed. A bare id (a number or
 * its digits) is normalised to `{ id }` so clients see one shape; an id that is not a whole number
 * is dropped, the event kept.
 */
export const UpstreamEventPayloadSchema = z.preprocess(
  (value) => {
    const id = readId(value);
    if (typeof id === 'number') {
      return { id };
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'id' in value) {
      return { ...value, id: readId(value.id) };
    }
    return value;
  },
  z
    .object({ id: z.number().int().optional().catch(undefined) })
    .catchall(z.unknown())
    .or(z.null())
    .or(z.undefined()),
);
export type UpstreamEventPayload = z.infer<typeof UpstreamEventPayloadSchema>;
