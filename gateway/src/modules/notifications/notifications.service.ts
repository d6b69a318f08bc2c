import { Injectable } from '@nestjs/common';
import type { Notification, NotificationCreateRequest } from '@taxi/contracts';
import { type Caller, UpstreamPort } from '../../upstream/upstream.port';

@Injectable()
export class NotificationsService {
  constructor(private readonly upstream: UpstreamPort) {}

  list(caller: Caller): Promise<Notification[]> {
    return this.upstream.notificationList(caller);
  }

  create(caller: Caller, request: NotificationCreateRequest): Promise<Notification> {
    return this.upstream.notificationCreate(caller, request);
  }
}
