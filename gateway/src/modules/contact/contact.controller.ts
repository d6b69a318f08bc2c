import { Controller, Req } from '@nestjs/common';
import type { Ack } from '@taxi/contracts';
import type { Request } from 'express';
import { type CatalogueCall, CatalogueHandler } from '@/common/routing/catalogue-handler';
import { ContactService } from './contact.service';

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @CatalogueHandler('sendWebEmail')
  async send({ body: message }: CatalogueCall<'sendWebEmail'>, @Req() request: Request): Promise<Ack> {
    await this.contact.send(message, request.ip ?? 'unknown');
    return { ok: true };
  }
}
