import { z } from 'zod';

/**
 * The spec does not show payloads; the SPA only needs to know what changed. A bare id is
 * normalised to `{ id }` so clients see one shape.
 */
export const UpstreamEventPayloadSchema = z.preprocess(
  (value) => (typeof value === 'number' ? { id: value } : value),
  z.object({ id: z.number().int().optional() }).catchall(z.unknown()).or(z.null()).or(z.undefined()),
);
export type UpstreamEventPayload = z.infer<typeof UpstreamEventPayloadSchema>;
