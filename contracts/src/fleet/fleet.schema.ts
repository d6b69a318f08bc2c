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

const latitude = z.coerce
  .number('Zeměpisná šířka musí být číslo')
  .min(-90, 'Šířka mimo rozsah')
  .max(90, 'Šířka mimo rozsah');
const longitude = z.coerce
  .number('Zeměpisná délka musí být číslo')
  .min(-180, 'Délka mimo rozsah')
  .max(180, 'Délka mimo rozsah');

/** `GET /api/fleet/nearest?lat=…&lng=…`: the pickup the cars should reach. */
export const NearestVehiclesQuerySchema = z.strictObject({ lat: latitude, lng: longitude });
export type NearestVehiclesQuery = z.infer<typeof NearestVehiclesQuerySchema>;

/** A car of the live fleet and how long it would drive to the pickup. */
export const NearestVehicleSchema = z.object({
  carID: z.union([z.string(), z.number()]),
  spz: z.string(),
  /** The tracking service's driver label (`toolTipText`), as the Řidič select names drivers. */
  driver: z.string(),
  position: z.object({ latitude: z.number(), longitude: z.number() }),
  /** When the car last reported its position (ISO), if the provider says. */
  reportedAt: z.string().optional(),
  /** True when the position may be out of date: an old report, or the tracking service failing. */
  stale: z.boolean(),
  durationSeconds: z.number().nonnegative(),
  distanceMetres: z.number().nonnegative(),
});
export type NearestVehicle = z.infer<typeof NearestVehicleSchema>;

/** Up to three cars, the quickest to the pickup first, by the configured routing service. */
export const NearestVehiclesSchema = z.object({
  vehicles: z.array(NearestVehicleSchema),
  /** The fleet snapshot the positions come from (ISO), null before the first poll. */
  fetchedAt: z.string().nullable(),
  /** The routing service that estimated the driving times (`memory`, `google`, `osrm`). */
  routing: z.string(),
});
export type NearestVehicles = z.infer<typeof NearestVehiclesSchema>;
