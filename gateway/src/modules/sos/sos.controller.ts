import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type Ack, type SosAlert, type SosDismissRequest, SosDismissRequestSchema } from '@taxi/contracts';
import { SessionCaller } from '../../common/auth/session-caller.decorator';
import { ValidBody } from '../../common/validation/zod-validation.pipe';
import type { Caller } from '../../upstream/upstream.port';
import { SosService } from './sos.service';

@Controller('api/sos')
export class SosController {
  constructor(private readonly sos: SosService) {}

  @Get()
  list(@SessionCaller() caller: Caller): Promise<SosAlert[]> {
    return this.sos.list(caller);
  }

  @Post('dismiss')
  @HttpCode(200)
  async dismiss(
    @SessionCaller() caller: Caller,
    @ValidBody(SosDismissRequestSchema) request: SosDismissRequest,
  ): Promise<Ack> {
    await this.sos.dismiss(caller, request);
    return { ok: true };
  }
}
