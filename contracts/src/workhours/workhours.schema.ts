import { z } from 'zod';
import { IdSchema, TokenSchema } from '../common/common.schema';

export const WeekdaySchema = z.number().int().min(1, 'Den 1 až 7').max(7, 'Den 1 až 7');

/** `HH:MM` (24 h); seconds are accepted and ignored. */
export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Čas ve tvaru HH:MM');

export const WorkHoursEntrySchema = z.object({
  id: IdSchema,
  day: WeekdaySchema,
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type WorkHoursEntry = z.infer<typeof WorkHoursEntrySchema>;
export const WorkHoursListSchema = z.array(WorkHoursEntrySchema);

/** `id` is the weekday (1 = Monday … 7 = Sunday). */
export const SetWorkHoursRequestSchema = z.strictObject({
  token: TokenSchema.optional(),
  id: WeekdaySchema,
  from: TimeOfDaySchema,
  to: TimeOfDaySchema,
});
export type SetWorkHoursRequest = z.infer<typeof SetWorkHoursRequestSchema>;

export const RemoveWorkHoursRequestSchema = z.strictObject({
  token: TokenSchema.optional(),
  id: WeekdaySchema,
});
export type RemoveWorkHoursRequest = z.infer<typeof RemoveWorkHoursRequestSchema>;
