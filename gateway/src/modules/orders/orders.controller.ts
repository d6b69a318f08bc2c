import { Controller } from '@nestjs/common';
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
import { CatalogueRoute } from '../../common/routing/catalogue-route.decorator';
import { ValidBody } from '../../common/validation/zod-validation.pipe';
import type { Caller } from '../../upstream/upstream.port';
import { OrdersService } from './orders.service';

@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @CatalogueRoute('orderList')
  list(@SessionCaller() caller: Caller): Promise<OrderEntry[]> {
    return this.orders.list(caller);
  }

  @CatalogueRoute('orderMapData')
  mapData(@SessionCaller() caller: Caller): Promise<MapOrder[]> {
    return this.orders.mapData(caller);
  }

  @CatalogueRoute('orderDelete')
  async delete(
    @SessionCaller() caller: Caller,
    @ValidBody(OrderDeleteRequestSchema) request: OrderDeleteRequest,
  ): Promise<Ack> {
    await this.orders.delete(caller, request);
    return { ok: true };
  }

  @CatalogueRoute('orderCreate')
  async create(
    @SessionCaller() caller: Caller,
    @ValidBody(CreateOrderRequestSchema) request: CreateOrderRequest,
  ): Promise<Ack> {
    await this.orders.create(caller, request);
    return { ok: true };
  }
}
