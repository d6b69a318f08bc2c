import { Injectable } from '@nestjs/common';
import type { AdminRoleRequest } from '@taxi/contracts';
import { type Caller, UpstreamPort } from '../../upstream/upstream.port';

@Injectable()
export class AdminsService {
  constructor(private readonly upstream: UpstreamPort) {}

  /** The upstream wants the acting admin's token in the body. */
  grant(caller: Caller, request: AdminRoleRequest): Promise<void> {
    return this.upstream.adminSet(caller, { ...request, token: caller.token });
  }

  revoke(caller: Caller, request: AdminRoleRequest): Promise<void> {
    return this.upstream.adminRemove(caller, { ...request, token: caller.token });
  }
}
