import { Injectable } from '@nestjs/common';
import type { SosAlert, SosDismissRequest } from '@taxi/contracts';
import { type Caller, UpstreamPort } from '../../upstream/upstream.port';

@Injectable()
export class SosService {
  constructor(private readonly upstream: UpstreamPort) {}

  list(caller: Caller): Promise<SosAlert[]> {
    return this.upstream.sosList(caller);
  }

  dismiss(caller: Caller, request: SosDismissRequest): Promise<void> {
    return this.upstream.sosDismiss(caller, request);
  }
}
