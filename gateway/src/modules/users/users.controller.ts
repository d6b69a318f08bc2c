import { Controller } from '@nestjs/common';
import {
  type Ack,
  type BlacklistRequest,
  BlacklistRequestSchema,
  type User,
  type UserIdRequest,
  UserIdRequestSchema,
} from '@taxi/contracts';
import { SessionCaller } from '../../common/auth/session-caller.decorator';
import { CatalogueRoute } from '../../common/routing/catalogue-route.decorator';
import { ValidBody } from '../../common/validation/zod-validation.pipe';
import type { Caller } from '../../upstream/upstream.port';
import { UsersService } from './users.service';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** `{token}` is the admin's session token, or `me` for the cookie's. */
  @CatalogueRoute('userList')
  list(@SessionCaller() caller: Caller): Promise<User[]> {
    return this.users.list(caller);
  }

  @CatalogueRoute('blacklistAdd')
  async blacklist(
    @SessionCaller() caller: Caller,
    @ValidBody(BlacklistRequestSchema) request: BlacklistRequest,
  ): Promise<Ack> {
    await this.users.blacklist(caller, request);
    return { ok: true };
  }

  @CatalogueRoute('blacklistRemove')
  async unblacklist(
    @SessionCaller() caller: Caller,
    @ValidBody(BlacklistRequestSchema) request: BlacklistRequest,
  ): Promise<Ack> {
    await this.users.unblacklist(caller, request);
    return { ok: true };
  }

  @CatalogueRoute('userDelete')
  async delete(
    @SessionCaller() caller: Caller,
    @ValidBody(UserIdRequestSchema) request: UserIdRequest,
  ): Promise<Ack> {
    await this.users.delete(caller, request);
    return { ok: true };
  }
}
