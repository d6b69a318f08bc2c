import { Injectable } from '@nestjs/common';
import type { Balance } from '@taxi/contracts';
import { type Caller, UpstreamPort } from '../../upstream/upstream.port';

@Injectable()
export class PaymentsService {
  constructor(private readonly upstream: UpstreamPort) {}

  balance(caller: Caller): Promise<Balance> {
    return this.upstream.balance(caller);
  }
}
