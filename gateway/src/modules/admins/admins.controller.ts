import { Controller } from '@nestjs/common';
import { type Ack, type AdminRoleRequest, AdminRoleRequestSchema } from '@taxi/contracts';
import { SessionCaller } from '../../common/auth/session-caller.decorator';
import { CatalogueRoute } from '../../common/routing/catalogue-route.decorator';
import { ValidBody } from '../../common/validation/zod-validation.pipe';
import type { Caller } from '../../upstream/upstream.port';
import { AdminsService } from './admins.service';

@Controller()
export class AdminsController {
  constructor(private readonly admins: AdminsService) {}

  @CatalogueRoute('adminSet')
  async grant(
    @SessionCaller() caller: Caller,
    @ValidBody(AdminRoleRequestSchema) request: AdminRoleRequest,
  ): Promise<Ack> {
    await this.admins.grant(caller, request);
    return { ok: true };
  }

  @CatalogueRoute('adminRemove')
  async revoke(
    @SessionCaller() caller: Caller,
    @ValidBody(AdminRoleRequestSchema) request: AdminRoleRequest,
  ): Promise<Ack> {
    await this.admins.revoke(caller, request);
    return { ok: true };
  }
}
