import { Controller, HttpCode, Post } from '@nestjs/common';
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
import { ValidBody } from '../../common/validation/zod-validation.pipe';
import type { Caller } from '../../upstream/upstream.port';
import { MonthlyService } from './monthly.service';

@Controller('api/admins')
export class MonthlyController {
  constructor(private readonly monthly: MonthlyService) {}

  @Post('earnings')
  @HttpCode(200)
  earnings(
    @SessionCaller() caller: Caller,
    @ValidBody(MonthRequestSchema) request: MonthRequest,
  ): Promise<Earnings> {
    return this.monthly.earnings(caller, request);
  }

  @Post('monthlyData')
  @HttpCode(200)
  items(
    @SessionCaller() caller: Caller,
    @ValidBody(MonthRequestSchema) request: MonthRequest,
  ): Promise<MonthlyItem[]> {
    return this.monthly.items(caller, request);
  }

  @Post('addMonthlyData')
  add(
    @SessionCaller() caller: Caller,
    @ValidBody(AddMonthlyItemRequestSchema) request: AddMonthlyItemRequest,
  ): Promise<CreatedMonthlyItem> {
    return this.monthly.add(caller, request);
  }

  @Post('deleteMonthlyData')
  @HttpCode(200)
  async delete(
    @SessionCaller() caller: Caller,
    @ValidBody(DeleteMonthlyItemRequestSchema) request: DeleteMonthlyItemRequest,
  ): Promise<Ack> {
    await this.monthly.delete(caller, request);
    return { ok: true };
  }
}
