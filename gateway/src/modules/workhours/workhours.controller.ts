import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  type Ack,
  type RemoveWorkHoursRequest,
  RemoveWorkHoursRequestSchema,
  type SetWorkHoursRequest,
  SetWorkHoursRequestSchema,
  type WorkHoursEntry,
} from '@taxi/contracts';
import { SessionCaller } from '../../common/auth/session-caller.decorator';
import { ValidBody } from '../../common/validation/zod-validation.pipe';
import type { Caller } from '../../upstream/upstream.port';
import { WorkHoursService } from './workhours.service';

@Controller('api/admins')
export class WorkHoursController {
  constructor(private readonly workHours: WorkHoursService) {}

  /** `{token}` is the admin's session token, or `me` for the cookie's. */
  @Get(':token/workhours')
  list(@SessionCaller() caller: Caller): Promise<WorkHoursEntry[]> {
    return this.workHours.list(caller);
  }

  @Post('setWorkhours')
  @HttpCode(200)
  async set(
    @SessionCaller() caller: Caller,
    @ValidBody(SetWorkHoursRequestSchema) request: SetWorkHoursRequest,
  ): Promise<Ack> {
    await this.workHours.set(caller, request);
    return { ok: true };
  }

  @Post('removeWorkHours')
  @HttpCode(200)
  async remove(
    @SessionCaller() caller: Caller,
    @ValidBody(RemoveWorkHoursRequestSchema) request: RemoveWorkHoursRequest,
  ): Promise<Ack> {
    await this.workHours.remove(caller, request);
    return { ok: true };
  }
}
