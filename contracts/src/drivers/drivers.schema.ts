import { z } from 'zod';
import { IdParamSchema, IdSchema, NullableNameSchema } from '../common/common.schema';

export const DriverSchema = z.object({
  id: IdSchema,
  id_user: IdSchema,
  // Null when the server sends a driver without its account: shown as "Řidič č. <id>".
  user: z
    .object({
      id: IdSchema,
      first_name: NullableNameSchema,
      last_name: NullableNameSchema,
      phone: z.string(),
      email: z.string().nullable(),
    })
    .nullable(),
});
export type Driver = z.infer<typeof DriverSchema>;
export const DriverListSchema = z.array(DriverSchema);

/** Push-notification tokens; the SPA calls these as order follow-ups and ignores the result. */
export const NotificationTokensSchema = z.array(z.string());
export type NotificationTokens = z.infer<typeof NotificationTokensSchema>;

/** `GET /api/admins/getNotificationTokensOfDriver/{driverId}`: the driver's id in the path. */
export const DriverTokenParamsSchema = z.object({ driverId: IdParamSchema });
