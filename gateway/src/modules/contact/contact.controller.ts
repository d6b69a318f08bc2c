import { Controller, Req } from '@nestjs/common';
import { type Ack, type ContactMessage, ContactMessageSchema } from '@taxi/contracts';
import type { Request } from 'express';
import { CatalogueRoute } from '@/common/routing/catalogue-route.decorator';
import { ValidBody } from '@/common/validation/zod-validation.pipe';
import { ContactService } from './contact.service';

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @CatalogueRoute('sendWebEmail')
  async send(
    @ValidBody(ContactMessageSchema) message: ContactMessage,
    @Req() request: Request,
  ): Promise<Ack> {
    await this.contact.send(message, request.ip ?? 'unknown');
    return { ok: true };
  }
}
