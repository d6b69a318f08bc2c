import { Controller, Req } from '@nestjs/common';
import type { HandoverNote, HandoverNoteAnswer, OrderFacts as OrderFactsAnswer } from '@taxi/contracts';
import type { Request } from 'express';
import { AdminNames } from '@/common/auth/admin-names';
import { type CatalogueCall, CatalogueHandler } from '@/common/routing/catalogue-handler';
import { HandoverNotes } from './handover-notes.service';
import { OrderFacts } from './order-facts.service';

/** What the Přehledy screen and the shift handover read from the gateway's own records. */
@Controller()
export class ReportsController {
  constructor(
    private readonly facts: OrderFacts,
    private readonly notes: HandoverNotes,
    private readonly names: AdminNames,
  ) {}

  @CatalogueHandler('orderFacts')
  orderFacts({ query }: CatalogueCall<'orderFacts'>): Promise<OrderFactsAnswer> {
    return this.facts.read(new Date(query.from), new Date(query.to));
  }

  @CatalogueHandler('handoverNote')
  async handoverNote(): Promise<HandoverNoteAnswer> {
    return { note: await this.notes.current() };
  }

  @CatalogueHandler('handoverNoteSave')
  saveHandoverNote(
    { caller, body }: CatalogueCall<'handoverNoteSave'>,
    @Req() request: Request,
  ): Promise<HandoverNote> {
    return this.notes.save(body.text, this.names.nameOf(request, caller.token), new Date());
  }
}
