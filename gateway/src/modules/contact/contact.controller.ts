import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { type Ack, type ContactMessage, ContactMessageSchema } from '@taxi/contracts';
import type { Request } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { ValidBody } from '../../common/validation/zod-validation.pipe';
import { ContactService } from './contact.service';

@Controller('api/admins')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Post('sendWebEmail')
  @HttpCode(200)
  async send(
    @ValidBody(ContactMessageSchema) message: ContactMessage,
    @Req() request: Request,
  ): Promise<Ack> {
    await this.contact.send(message, request.ip ?? 'unknown');
    return { ok: true };
  }
}
