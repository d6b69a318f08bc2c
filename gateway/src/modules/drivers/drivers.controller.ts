import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  type Ack,
  type Driver,
  IdParamSchema,
  type NotificationTokens,
  type UserIdRequest,
  UserIdRequestSchema,
} from '@taxi/contracts';
import { SessionCaller } from '../../common/auth/session-caller.decorator';
import { ValidBody, ValidParam } from '../../common/validation/zod-validation.pipe';
import type { Caller } from '../../upstream/upstream.port';
import { DriversService } from './drivers.service';

@Controller('api')
export class DriversController {
  constructor(private readonly drivers: DriversService) {}

  @Get('driver/')
  list(@SessionCaller() caller: Caller): Promise<Driver[]> {
    return this.drivers.list(caller);
  }

  @Post('driver/add')
  @HttpCode(200)
  async add(
    @SessionCaller() caller: Caller,
    @ValidBody(UserIdRequestSchema) request: UserIdRequest,
  ): Promise<Ack> {
    await this.drivers.add(caller, request);
    return { ok: true };
  }

  @Post('driver/remove')
  @HttpCode(200)
  async remove(
    @SessionCaller() caller: Caller,
    @ValidBody(UserIdRequestSchema) request: UserIdRequest,
  ): Promise<Ack> {
    await this.drivers.remove(caller, request);
    return { ok: true };
  }

  @Get('admins/getNotificationTokensOfDrivers/')
  notificationTokens(@SessionCaller() caller: Caller): Promise<NotificationTokens> {
    return this.drivers.notificationTokens(caller);
  }

  @Get('admins/getNotificationTokensOfDriver/:driverId')
  notificationTokensOf(
    @SessionCaller() caller: Caller,
    @ValidParam('driverId', IdParamSchema) driverId: number,
  ): Promise<NotificationTokens> {
    return this.drivers.notificationTokensOf(caller, driverId);
  }
}
