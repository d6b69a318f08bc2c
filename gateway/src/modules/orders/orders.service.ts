import { Injectable } from '@nestjs/common';
import type { CreateOrderRequest, MapOrder, OrderDeleteRequest, OrderEntry } from '@taxi/contracts';
import { type Caller, UpstreamPort } from '../../upstream/upstream.port';

@Injectable()
export class OrdersService {
  constructor(private readonly upstream: UpstreamPort) {}

  list(caller: Caller): Promise<OrderEntry[]> {
    return this.upstream.orderList(caller);
  }

  delete(caller: Caller, request: OrderDeleteRequest): Promise<void> {
    return this.upstream.orderDelete(caller, request);
  }

  mapData(caller: Caller): Promise<MapOrder[]> {
    return this.upstream.orderMapData(caller);
  }

  /** The upstream wants the admin token in the body; the SPA leaves it to the session cookie. */
  create(caller: Caller, request: CreateOrderRequest): Promise<void> {
    return this.upstream.orderCreate(caller, { ...request, token: caller.token });
  }
}
