import { z } from 'zod';
import { IdSchema, NullableNameSchema, TimestampSchema } from '../common/common.schema';

export const SosCallerSchema = z.object({
  first_name: NullableNameSchema,
  last_name: NullableNameSchema,
  phone: z.string(),
});
export type SosCaller = z.infer<typeof SosCallerSchema>;

export const SosAlertSchema = z.object({
  id: IdSchema,
  // Null when the server could not say who raised it: an alert is shown (as an unknown caller) anyway.
  user: SosCallerSchema.nullable(),
  // Not in the original shape; used to show how long ago the alert was raised when present.
  createdAt: TimestampSchema.optional(),
});
export type SosAlert = z.infer<typeof SosAlertSchema>;
export const SosListSchema = z.array(SosAlertSchema);

/** Mock mode only (`POST /api/mock/sos`): raise an alert as if a customer pressed SOS in the app. */
export const MockSosRequestSchema = z.strictObject({ userId: IdSchema.optional() });
export type MockSosRequest = z.infer<typeof MockSosRequestSchema>;
