import { z } from 'zod';
import { IdSchema, NullableNameSchema, PhoneSchema } from '../common/common.schema';
import { BLACKLIST_DEFAULT_REASON } from '../domain/constants';
import { singleLineText } from '../common/text.schema';

export const UserSchema = z.object({
  id: IdSchema,
  first_name: NullableNameSchema,
  last_name: NullableNameSchema,
  phone: z.string(),
  email: z.string().nullable(),
  // Values seen: blacklist, driver, admin; anything else is an ordinary customer.
  status: z.string().nullable(),
  rides: z.number().int().nonnegative(),
  credits: z.number(),
});
export type User = z.infer<typeof UserSchema>;
export const UserListSchema = z.array(UserSchema);

const ReasonSchema = singleLineText().trim().max(200, 'Nejvýše 200 znaků').default(BLACKLIST_DEFAULT_REASON);

export const BlacklistRequestSchema = z.strictObject({ phone: PhoneSchema, reasonText: ReasonSchema });
export type BlacklistRequest = z.infer<typeof BlacklistRequestSchema>;

export const UserIdRequestSchema = z.strictObject({ id_user: IdSchema });
export type UserIdRequest = z.infer<typeof UserIdRequestSchema>;
