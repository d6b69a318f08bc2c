import { Injectable } from '@nestjs/common';
import type { CreatedVip, Vip, VipCreateRequest } from '@taxi/contracts';
import { type Caller, UpstreamPort } from '../../upstream/upstream.port';

@Injectable()
export class VipService {
  constructor(private readonly upstream: UpstreamPort) {}

  list(caller: Caller): Promise<Vip[]> {
    return this.upstream.vipList(caller);
  }

  create(caller: Caller, request: VipCreateRequest): Promise<CreatedVip> {
    return this.upstream.vipCreate(caller, request);
  }
}
