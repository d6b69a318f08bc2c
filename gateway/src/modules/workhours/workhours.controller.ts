import { Controller } from '@nestjs/common';
import {
  type Ack,
  type RemoveWorkHoursRequest,
  RemoveWorkHoursRequestSchema,
  type SetWorkHoursRequest,
  SetWorkHoursRequestSchema,
  type WorkHoursEntry,
} from '@taxi/contracts';
import { SessionCaller } from '../../common/auth/session-caller.decorator';
import { CatalogueRoute } from '../../common/routing/catalogue-route.decorator';
import { ValidBody } from '../../common/validation/zod-validation.pipe';
import type { Caller } from '../../upstream/upstream.port';
import { WorkHoursService } from './workhours.service';

@Controller()
export class WorkHoursController {
  constructor(private readonly workHours: WorkHoursService) {}

  /** `{token}` is the admin's session token, or `me` for the cookie's. */
  @CatalogueRoute('workHoursList')
  list(@SessionCaller() caller: Caller): Promise<WorkHoursEntry[]> {
    return this.workHours.list(caller);
  }

  @CatalogueRoute('workHoursSet')
  async set(
    @SessionCaller() caller: Caller,
    @ValidBody(SetWorkHoursRequestSchema) request: SetWorkHoursRequest,
  ): Promise<Ack> {
    await this.workHours.set(caller, request);
    return { ok: true };
  }

  @CatalogueRoute('workHoursRemove')
  async remove(
    @SessionCaller() caller: Caller,
    @ValidBody(RemoveWorkHoursRequestSchema) request: RemoveWorkHoursRequest,
  ): Promise<Ack> {
    await this.workHours.remove(caller, request);
    return { ok: true };
  }
}
