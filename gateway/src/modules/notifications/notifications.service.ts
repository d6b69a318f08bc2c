import { Injectable } from '@nestjs/common';
import type { CreatedNotification, Notification, NotificationCreateRequest } from '@taxi/contracts';
import { type Caller, UpstreamPort } from '../../upstream/upstream.port';

@Injectable()
export class NotificationsService {
  constructor(private readonly upstream: UpstreamPort) {}

  list(caller: Caller): Promise<Notification[]> {
    return this.upstream.notificationList(caller);
  }

  create(caller: Caller, request: NotificationCreateRequest): Promise<CreatedNotification> {
    return this.upstream.notificationCreate(caller, request);
  }
}
