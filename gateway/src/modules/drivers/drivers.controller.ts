import { Controller } from '@nestjs/common';
import {
  type Ack,
  type Driver,
  IdParamSchema,
  type NotificationTokens,
  type UserIdRequest,
  UserIdRequestSchema,
} from '@taxi/contracts';
import { SessionCaller } from '../../common/auth/session-caller.decorator';
import { CatalogueRoute } from '../../common/routing/catalogue-route.decorator';
import { ValidBody, ValidParam } from '../../common/validation/zod-validation.pipe';
import type { Caller } from '../../upstream/upstream.port';
import { DriversService } from './drivers.service';

@Controller()
export class DriversController {
  constructor(private readonly drivers: DriversService) {}

  @CatalogueRoute('driverList')
  list(@SessionCaller() caller: Caller): Promise<Driver[]> {
    return this.drivers.list(caller);
  }

  @CatalogueRoute('driverAdd')
  async add(
    @SessionCaller() caller: Caller,
    @ValidBody(UserIdRequestSchema) request: UserIdRequest,
  ): Promise<Ack> {
    await this.drivers.add(caller, request);
    return { ok: true };
  }

  @CatalogueRoute('driverRemove')
  async remove(
    @SessionCaller() caller: Caller,
    @ValidBody(UserIdRequestSchema) request: UserIdRequest,
  ): Promise<Ack> {
    await this.drivers.remove(caller, request);
    return { ok: true };
  }

  @CatalogueRoute('driverTokens')
  notificationTokens(@SessionCaller() caller: Caller): Promise<NotificationTokens> {
    return this.drivers.notificationTokens(caller);
  }

  @CatalogueRoute('driverToken')
  notificationTokensOf(
    @SessionCaller() caller: Caller,
    @ValidParam('driverId', IdParamSchema) driverId: number,
  ): Promise<NotificationTokens> {
    return this.drivers.notificationTokensOf(caller, driverId);
  }
}
