import { z } from 'zod';
import { IdSchema, TimestampSchema } from '../common/common.schema';
import { multiLineText, singleLineText } from '../common/text.schema';
import { NOTIFICATION_CONTENT_MAX, NOTIFICATION_TITLE_MAX } from '../domain/constants';

export const NotificationSchema = z.object({
  id: IdSchema,
  title: z.string(),
  content: z.string(),
  createdAt: TimestampSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationListSchema = z.array(NotificationSchema);
// What a creation answers: the stored record, or (when the server accepted it but neither echoed it
// nor shows it in its list) what was sent, without the fields only the server knows.
export const CreatedNotificationSchema = NotificationSchema.partial({ id: true, createdAt: true });
export type CreatedNotification = z.infer<typeof CreatedNotificationSchema>;

export const NotificationCreateRequestSchema = z.strictObject({
  title: singleLineText()
    .trim()
    .min(1, 'Povinné pole')
    .max(NOTIFICATION_TITLE_MAX, `Nejvýše ${NOTIFICATION_TITLE_MAX} znaků`),
  content: multiLineText()
    .trim()
    .min(1, 'Povinné pole')
    .max(NOTIFICATION_CONTENT_MAX, `Nejvýše ${NOTIFICATION_CONTENT_MAX} znaků`),
});
export type NotificationCreateRequest = z.infer<typeof NotificationCreateRequestSchema>;
