import { SetWorkHoursRequestSchema, TimeOfDaySchema } from '@taxi/contracts';
import { z } from 'zod';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { normalizeTime } from './work-hours';

export const TIME_MESSAGE = 'Zadejte čas ve tvaru HH:MM, např. 07:30.';

// What a dispatcher types ("7", "7.30") as HH:MM, then the contract's time rule.
const typedTime = z
  .string()
  .transform((text) => normalizeTime(text) ?? text)
  .pipe(TimeOfDaySchema);

/** One day's hours as typed; the weekday is the row's, added on save. */
export const WorkHoursFormSchema = SetWorkHoursRequestSchema.pick({ from: true, to: true }).extend({
  from: typedTime,
  to: typedTime,
});
export type WorkHoursFormValues = z.input<typeof WorkHoursFormSchema>;

export const workHoursResolver = schemaResolver(WorkHoursFormSchema, {
  from: { required: TIME_MESSAGE, invalid: TIME_MESSAGE },
  to: { required: TIME_MESSAGE, invalid: TIME_MESSAGE },
});
