import { Module } from '@nestjs/common';
import { HandoverNotes } from './handover-notes.service';
import { OrderFacts } from './order-facts.service';
import { ReportsController } from './reports.controller';

/** The gateway's order facts and the handover note; exports `OrderFacts` for the web-order module. */
@Module({
  controllers: [ReportsController],
  providers: [OrderFacts, HandoverNotes],
  exports: [OrderFacts],
})
export class ReportsModule {}
