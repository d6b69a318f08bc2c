import { z } from 'zod';
import { IdSchema, TokenSchema } from '../common/common.schema';

/** `appSet` / `appRemove`: the gateway fills a missing token from the session cookie. */
export const AdminRoleRequestSchema = z.strictObject({ id_user: IdSchema, token: TokenSchema.optional() });
export type AdminRoleRequest = z.infer<typeof AdminRoleRequestSchema>;
