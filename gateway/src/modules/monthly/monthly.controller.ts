import { Controller } from '@nestjs/common';
import {
  type CreatedMonthlyItem,
  type Ack,
  type AddMonthlyItemRequest,
  AddMonthlyItemRequestSchema,
  type DeleteMonthlyItemRequest,
  DeleteMonthlyItemRequestSchema,
  type Earnings,
  type MonthlyItem,
  type MonthRequest,
  MonthRequestSchema,
} from '@taxi/contracts';
import { SessionCaller } from '../../common/auth/session-caller.decorator';
import { CatalogueRoute } from '../../common/routing/catalogue-route.decorator';
import { ValidBody } from '../../common/validation/zod-validation.pipe';
import type { Caller } from '../../upstream/upstream.port';
import { MonthlyService } from './monthly.service';

@Controller()
export class MonthlyController {
  constructor(private readonly monthly: MonthlyService) {}

  @CatalogueRoute('earnings')
  earnings(
    @SessionCaller() caller: Caller,
    @ValidBody(MonthRequestSchema) request: MonthRequest,
  ): Promise<Earnings> {
    return this.monthly.earnings(caller, request);
  }

  @CatalogueRoute('monthlyList')
  items(
    @SessionCaller() caller: Caller,
    @ValidBody(MonthRequestSchema) request: MonthRequest,
  ): Promise<MonthlyItem[]> {
    return this.monthly.items(caller, request);
  }

  @CatalogueRoute('monthlyAdd')
  add(
    @SessionCaller() caller: Caller,
    @ValidBody(AddMonthlyItemRequestSchema) request: AddMonthlyItemRequest,
  ): Promise<CreatedMonthlyItem> {
    return this.monthly.add(caller, request);
  }

  @CatalogueRoute('monthlyDelete')
  async delete(
    @SessionCaller() caller: Caller,
    @ValidBody(DeleteMonthlyItemRequestSchema) request: DeleteMonthlyItemRequest,
  ): Promise<Ack> {
    await this.monthly.delete(caller, request);
    return { ok: true };
  }
}
