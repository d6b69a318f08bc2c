import { type NotificationCreateRequest, NotificationCreateRequestSchema } from '@taxi/contracts';
import { schemaResolver } from '@/lib/forms/schema-resolver';

/** The contract's rules for a notification to all drivers. */
export const notificationResolver = schemaResolver<NotificationCreateRequest, NotificationCreateRequest>(
  NotificationCreateRequestSchema,
);
