import { Controller, HttpCode, Post } from '@nestjs/common';
import { type Ack, type AdminRoleRequest, AdminRoleRequestSchema } from '@taxi/contracts';
import { SessionCaller } from '../../common/auth/session-caller.decorator';
import { ValidBody } from '../../common/validation/zod-validation.pipe';
import type { Caller } from '../../upstream/upstream.port';
import { AdminsService } from './admins.service';

@Controller('api/admins')
export class AdminsController {
  constructor(private readonly admins: AdminsService) {}

  @Post('appSet')
  @HttpCode(200)
  async grant(
    @SessionCaller() caller: Caller,
    @ValidBody(AdminRoleRequestSchema) request: AdminRoleRequest,
  ): Promise<Ack> {
    await this.admins.grant(caller, request);
    return { ok: true };
  }

  @Post('appRemove')
  @HttpCode(200)
  async revoke(
    @SessionCaller() caller: Caller,
    @ValidBody(AdminRoleRequestSchema) request: AdminRoleRequest,
  ): Promise<Ack> {
    await this.admins.revoke(caller, request);
    return { ok: true };
  }
}
