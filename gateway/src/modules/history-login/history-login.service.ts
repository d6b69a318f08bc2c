import { Injectable } from '@nestjs/common';
import type { LoginHistoryEntry } from '@taxi/contracts';
import { type Caller, UpstreamPort } from '../../upstream/upstream.port';

@Injectable()
export class HistoryLoginService {
  constructor(private readonly upstream: UpstreamPort) {}

  list(caller: Caller): Promise<LoginHistoryEntry[]> {
    return this.upstream.loginHistory(caller);
  }
}
