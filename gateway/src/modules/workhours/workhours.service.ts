import { Injectable } from '@nestjs/common';
import type { RemoveWorkHoursRequest, SetWorkHoursRequest, WorkHoursEntry } from '@taxi/contracts';
import { type Caller, UpstreamPort } from '../../upstream/upstream.port';

/** Work hours belong to the admin whose token is used; the upstream wants it in the body. */
@Injectable()
export class WorkHoursService {
  constructor(private readonly upstream: UpstreamPort) {}

  list(caller: Caller): Promise<WorkHoursEntry[]> {
    return this.upstream.workHoursList(caller);
  }

  set(caller: Caller, request: SetWorkHoursRequest): Promise<void> {
    return this.upstream.workHoursSet(caller, { ...request, token: caller.token });
  }

  remove(caller: Caller, request: RemoveWorkHoursRequest): Promise<void> {
    return this.upstream.workHoursRemove(caller, { ...request, token: caller.token });
  }
}
