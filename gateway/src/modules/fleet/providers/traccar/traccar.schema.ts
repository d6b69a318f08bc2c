import { z } from 'zod';
import { LooseId, LooseNumber, LooseText } from '@/modules/fleet/providers/mapping';

/** Traccar's `Device` (GET /api/devices), the fields the map needs; everything else is ignored. */
export const TraccarDeviceSchema = z.object({
  id: LooseId,
  name: LooseText,
  uniqueId: LooseText,
  status: LooseText,
  lastUpdate: z.string().nullish(),
  positionId: LooseNumber.nullish(),
  groupId: LooseNumber.nullish(),
  disabled: z.boolean().nullish(),
  contact: LooseText,
  attributes: z.record(z.string(), z.unknown()).nullish(),
});
export type TraccarDevice = z.infer<typeof TraccarDeviceSchema>;

/** Traccar's `Position` (GET /api/positions: the latest one of each device). Speed is in knots. */
export const TraccarPositionSchema = z.object({
  id: LooseNumber.nullish(),
  deviceId: LooseId,
  latitude: LooseNumber,
  longitude: LooseNumber,
  fixTime: z.string().nullish(),
  deviceTime: z.string().nullish(),
  serverTime: z.string().nullish(),
  speed: LooseNumber.nullish(),
  attributes: z.record(z.string(), z.unknown()).nullish(),
});
export type TraccarPosition = z.infer<typeof TraccarPositionSchema>;

/** Traccar's `Group` (GET /api/groups): the car groups of the spec, used in the tooltip. */
export const TraccarGroupSchema = z.object({ id: LooseNumber, name: LooseText });
export type TraccarGroup = z.infer<typeof TraccarGroupSchema>;

/** Each list is read record by record, so one odd record does not sink the others. */
export const TraccarListSchema = z.array(z.unknown());
