import { z } from 'zod';

/** A driver's car on the map (spec: carID, position, toolTipText, spz). */
export const DriverPositionSchema = z.object({
  carID: z.union([z.string(), z.number()]),
  position: z.object({ latitude: z.number(), longitude: z.number() }),
  toolTipText: z.string(),
  /** Licence plate. */
  spz: z.string(),
  /** When the car last reported its position (ISO), if the provider says. */
  reportedAt: z.string().optional(),
});
export type DriverPosition = z.infer<typeof DriverPositionSchema>;

/** The latest poll of the vehicle-tracking service, as `GET /api/fleet/positions` and the `fleet` event carry it. */
export const FleetSnapshotSchema = z.object({
  positions: z.array(DriverPositionSchema),
  /** Time of the last successful poll (ISO), null before the first one. */
  fetchedAt: z.string().nullable(),
  /** Milliseconds since the last successful poll, when the answer was built. */
  ageMs: z.number().nullable(),
  /** True while polls fail: the positions are the last good ones. */
  stale: z.boolean(),
  /** Czech reason of the ongoing outage, when stale. */
  error: z.string().optional(),
  provider: z.string(),
});
export type FleetSnapshot = z.infer<typeof FleetSnapshotSchema>;
