import { Injectable } from '@nestjs/common';
import type {
  CreatedMonthlyItem,
  AddMonthlyItemRequest,
  DeleteMonthlyItemRequest,
  Earnings,
  MonthlyItem,
  MonthRequest,
} from '@taxi/contracts';
import { type Caller, UpstreamPort } from '../../upstream/upstream.port';

@Injectable()
export class MonthlyService {
  constructor(private readonly upstream: UpstreamPort) {}

  earnings(caller: Caller, request: MonthRequest): Promise<Earnings> {
    return this.upstream.earnings(caller, request);
  }

  items(caller: Caller, request: MonthRequest): Promise<MonthlyItem[]> {
    return this.upstream.monthlyList(caller, request);
  }

  add(caller: Caller, request: AddMonthlyItemRequest): Promise<CreatedMonthlyItem> {
    return this.upstream.monthlyAdd(caller, request);
  }

  delete(caller: Caller, request: DeleteMonthlyItemRequest): Promise<void> {
    return this.upstream.monthlyDelete(caller, request);
  }
}
