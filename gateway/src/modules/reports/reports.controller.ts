import { Controller } from '@nestjs/common';
import type { HandoverNote, HandoverNoteAnswer, OrderFacts as OrderFactsAnswer } from '@taxi/contracts';
import { SessionRecords } from '@/common/auth/session-records';
import { type CatalogueCall, CatalogueHandler } from '@/common/routing/catalogue-handler';
import { HandoverNotes } from './handover-notes.service';
import { OrderFacts } from './order-facts.service';

/** What the Přehledy screen and the shift handover read from the gateway's own records. */
@Controller()
export class ReportsController {
  constructor(
    private readonly facts: OrderFacts,
    private readonly notes: HandoverNotes,
    private readonly records: SessionRecords,
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
  async saveHandoverNote({ caller, body }: CatalogueCall<'handoverNoteSave'>): Promise<HandoverNote> {
    // The author as the gateway recorded the session's login (the audit trail's name).
    return this.notes.save(body.text, await this.records.nameOf(caller.token), new Date());
  }
}
