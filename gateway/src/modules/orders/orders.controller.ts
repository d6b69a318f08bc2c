import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  type Ack,
  type CreateOrderRequest,
  CreateOrderRequestSchema,
  type MapOrder,
  type OrderDeleteRequest,
  OrderDeleteRequestSchema,
  type OrderEntry,
} from '@taxi/contracts';
import { SessionCaller } from '../../common/auth/session-caller.decorator';
import { ValidBody } from '../../common/validation/zod-validation.pipe';
import type { Caller } from '../../upstream/upstream.port';
import { OrdersService } from './orders.service';

@Controller('api')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get('order')
  list(@SessionCaller() caller: Caller): Promise<OrderEntry[]> {
    return this.orders.list(caller);
  }

  @Get('order/getMapData')
  mapData(@SessionCaller() caller: Caller): Promise<MapOrder[]> {
    return this.orders.mapData(caller);
  }

  @Post('order/delete')
  @HttpCode(200)
  async delete(
    @SessionCaller() caller: Caller,
    @ValidBody(OrderDeleteRequestSchema) request: OrderDeleteRequest,
  ): Promise<Ack> {
    await this.orders.delete(caller, request);
    return { ok: true };
  }

  @Post('admins/order/create')
  async create(
    @SessionCaller() caller: Caller,
    @ValidBody(CreateOrderRequestSchema) request: CreateOrderRequest,
  ): Promise<Ack> {
    await this.orders.create(caller, request);
    return { ok: true };
  }
}
