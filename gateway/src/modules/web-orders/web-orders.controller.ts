import { Controller, Req } from '@nestjs/common';
import type {
  Ack,
  PlaceSearchResult,
  WebOrderAvailability as Availability,
  WebOrderCreated,
  WebOrdersOverview,
  WebOrderStatus,
  WebQuote,
} from '@taxi/contracts';
import type { Request } from 'express';
import { type CatalogueCall, CatalogueHandler } from '@/common/routing/catalogue-handler';
import { WebOrderAvailability } from './web-order-availability';
import { WebOrderDesk } from './web-order-desk';
import { WebOrderIntake } from './web-order-intake';
import { WebOrderTracking } from './web-order-tracking';
import { WebQuotes } from './web-quotes';

const clientOf = (request: Request) => request.ip ?? 'unknown';

/** Ordering a taxi on the public site, and the dispatch screens' side of it (docs/web-orders.md). */
@Controller()
export class WebOrdersController {
  constructor(
    private readonly availability: WebOrderAvailability,
    private readonly quotes: WebQuotes,
    private readonly intake: WebOrderIntake,
    private readonly tracking: WebOrderTracking,
    private readonly desk: WebOrderDesk,
  ) {}

  @CatalogueHandler('webOrderAvailability')
  available(): Promise<Availability> {
    return this.availability.answer(new Date());
  }

  @CatalogueHandler('webPlaceSearch')
  search({ query }: CatalogueCall<'webPlaceSearch'>, @Req() request: Request): Promise<PlaceSearchResult> {
    return this.quotes.search(query, clientOf(request));
  }

  @CatalogueHandler('webQuote')
  quote({ body }: CatalogueCall<'webQuote'>, @Req() request: Request): Promise<WebQuote> {
    return this.quotes.quote(body, clientOf(request), new Date());
  }

  @CatalogueHandler('webOrderCreate')
  create({ body }: CatalogueCall<'webOrderCreate'>, @Req() request: Request): Promise<WebOrderCreated> {
    return this.intake.create(body, clientOf(request), new Date());
  }

  @CatalogueHandler('webOrderStatus')
  status({ body }: CatalogueCall<'webOrderStatus'>): Promise<WebOrderStatus> {
    return this.tracking.status(body.statusToken, new Date());
  }

  @CatalogueHandler('webOrderCancel')
  cancel({ body }: CatalogueCall<'webOrderCancel'>): Promise<WebOrderStatus> {
    return this.tracking.cancel(body.statusToken, new Date());
  }

  @CatalogueHandler('webOrdersOverview')
  overview(): Promise<WebOrdersOverview> {
    return this.desk.overview(new Date());
  }

  @CatalogueHandler('webOrdersPause')
  pause({ body }: CatalogueCall<'webOrdersPause'>): Promise<WebOrdersOverview> {
    return this.desk.pause(body.paused, new Date());
  }

  @CatalogueHandler('webOrderDecline')
  async decline({ caller, body }: CatalogueCall<'webOrderDecline'>): Promise<Ack> {
    await this.tracking.decline(caller.token, body.orderId, body.reason, new Date());
    return { ok: true };
  }

  @CatalogueHandler('webOrderSeen')
  async seen({ body }: CatalogueCall<'webOrderSeen'>): Promise<Ack> {
    await this.desk.seen(body.orderId, new Date());
    return { ok: true };
  }
}
