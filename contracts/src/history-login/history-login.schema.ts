import { z } from 'zod';
import { IdSchema, TimestampSchema } from '../common/common.schema';

export const LOGIN_HISTORY_TYPES = ['login', 'logout', 'failed'] as const;
export type KnownLoginHistoryType = (typeof LOGIN_HISTORY_TYPES)[number];

export const LoginHistoryEntrySchema = z.object({
  id: IdSchema,
  name: z.string(),
  // Only `login` is a success; any other value is shown as a failure or logout.
  type: z.string(),
  createdAt: TimestampSchema,
});
export type LoginHistoryEntry = z.infer<typeof LoginHistoryEntrySchema>;
export const LoginHistoryListSchema = z.array(LoginHistoryEntrySchema);
