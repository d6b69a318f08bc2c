import { Injectable } from '@nestjs/common';
import type { BlacklistRequest, User, UserIdRequest } from '@taxi/contracts';
import { type Caller, UpstreamPort } from '../../upstream/upstream.port';

@Injectable()
export class UsersService {
  constructor(private readonly upstream: UpstreamPort) {}

  list(caller: Caller): Promise<User[]> {
    return this.upstream.userList(caller);
  }

  blacklist(caller: Caller, request: BlacklistRequest): Promise<void> {
    return this.upstream.blacklistAdd(caller, request);
  }

  unblacklist(caller: Caller, request: BlacklistRequest): Promise<void> {
    return this.upstream.blacklistRemove(caller, request);
  }

  delete(caller: Caller, request: UserIdRequest): Promise<void> {
    return this.upstream.userDelete(caller, request);
  }
}
