import { z } from 'zod';
import { LooseId, LooseNumber, LooseText } from '@/modules/fleet/providers/mapping';

/**
 * The car-group service (spec §7: "authenticate, then fetch the car group hierarchy; the credential
 * is {key}"). Its API is not public; this is the shape the gateway speaks, documented in the README:
 *
 *   POST {FLEET_CARGROUPS_URL}/authenticate   { "key": "…" }  →  { "token": "…", "expiresIn"?: seconds }
 *   GET  {FLEET_CARGROUPS_URL}/carGroups      Authorization: Bearer <token>
 *     →  { "carGroups": [ { "id", "name", "cars": [ { "carID", "spz", "name"?, "driver"?, "state"?,
 *            "toolTipText"?, "lastPosition": { "latitude", "longitude", "timestamp"?, "speed"? } } ],
 *          "carGroups"?: [ …nested groups… ] } ] }
 *
 * Read tolerantly: `token` may be `accessToken`/`access_token`; a car's id `carID`/`id`, plate
 * `spz`/`licensePlate`/`plate`, position `lastPosition`/`position` with `latitude`/`lat` and
 * `longitude`/`lng`/`lon` (numbers or numeric strings). A car that cannot be read is skipped.
 */
export const AuthenticateAnswerSchema = z
  .object({
    token: z.string().min(1).optional(),
    accessToken: z.string().min(1).optional(),
    access_token: z.string().min(1).optional(),
    expiresIn: LooseNumber.optional(),
  })
  .transform((answer, ctx) => {
    const token = answer.token ?? answer.accessToken ?? answer.access_token;
    if (!token) {
      ctx.addIssue({ code: 'custom', message: 'no token' });
      return z.NEVER;
    }
    return { token, expiresInMs: answer.expiresIn === undefined ? undefined : answer.expiresIn * 1000 };
  });

const PositionSchema = z.object({
  latitude: LooseNumber.optional(),
  lat: LooseNumber.optional(),
  longitude: LooseNumber.optional(),
  lng: LooseNumber.optional(),
  lon: LooseNumber.optional(),
  timestamp: z.union([z.string(), z.number()]).nullish(),
  time: z.union([z.string(), z.number()]).nullish(),
  /** km/h */
  speed: LooseNumber.nullish(),
});

export const CarSchema = z.object({
  carID: LooseId.optional(),
  id: LooseId.optional(),
  spz: LooseText,
  licensePlate: LooseText,
  plate: LooseText,
  name: LooseText,
  driver: z
    .union([z.string(), z.object({ name: LooseText, lastName: LooseText, last_name: LooseText })])
    .nullish(),
  state: LooseText,
  toolTipText: LooseText,
  lastPosition: PositionSchema.nullish(),
  position: PositionSchema.nullish(),
});
export type Car = z.infer<typeof CarSchema>;

/** Cars and subgroups stay unknown here: each is read on its own, so one bad record does not sink the rest. */
export const CarGroupSchema = z.object({
  id: LooseId.optional(),
  name: LooseText,
  cars: z.array(z.unknown()).nullish(),
  carGroups: z.array(z.unknown()).nullish(),
});

export const CarGroupsAnswerSchema = z.union([
  z.object({ carGroups: z.array(z.unknown()) }),
  z.array(z.unknown()).transform((carGroups) => ({ carGroups })),
]);
