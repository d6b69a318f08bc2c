import { Controller } from '@nestjs/common';
import {
  type CreatedNotification,
  type Notification,
  type NotificationCreateRequest,
  NotificationCreateRequestSchema,
} from '@taxi/contracts';
import { SessionCaller } from '../../common/auth/session-caller.decorator';
import { CatalogueRoute } from '../../common/routing/catalogue-route.decorator';
import { ValidBody } from '../../common/validation/zod-validation.pipe';
import type { Caller } from '../../upstream/upstream.port';
import { NotificationsService } from './notifications.service';

@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @CatalogueRoute('notificationList')
  list(@SessionCaller() caller: Caller): Promise<Notification[]> {
    return this.notifications.list(caller);
  }

  @CatalogueRoute('notificationCreate')
  create(
    @SessionCaller() caller: Caller,
    @ValidBody(NotificationCreateRequestSchema) request: NotificationCreateRequest,
  ): Promise<CreatedNotification> {
    return this.notifications.create(caller, request);
  }
}
