import { Injectable } from '@nestjs/common';
import type { Driver, NotificationTokens, UserIdRequest } from '@taxi/contracts';
import { type Caller, UpstreamPort } from '../../upstream/upstream.port';

@Injectable()
export class DriversService {
  constructor(private readonly upstream: UpstreamPort) {}

  list(caller: Caller): Promise<Driver[]> {
    return this.upstream.driverList(caller);
  }

  add(caller: Caller, request: UserIdRequest): Promise<void> {
    return this.upstream.driverAdd(caller, request);
  }

  remove(caller: Caller, request: UserIdRequest): Promise<void> {
    return this.upstream.driverRemove(caller, request);
  }

  /** Order follow-up without a chosen driver: all drivers' push tokens. */
  notificationTokens(caller: Caller): Promise<NotificationTokens> {
    return this.upstream.driverTokens(caller);
  }

  /** Order follow-up for the chosen driver. */
  notificationTokensOf(caller: Caller, driverId: number): Promise<NotificationTokens> {
    return this.upstream.driverToken(caller, driverId);
  }
}
