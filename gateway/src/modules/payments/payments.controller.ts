import { Controller } from '@nestjs/common';
import type { Balance } from '@taxi/contracts';
import { SessionCaller } from '../../common/auth/session-caller.decorator';
import { CatalogueRoute } from '../../common/routing/catalogue-route.decorator';
import type { Caller } from '../../upstream/upstream.port';
import { PaymentsService } from './payments.service';

@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  /** `{token}` is the admin's session token, or `me` for the cookie's. */
  @CatalogueRoute('balance')
  balance(@SessionCaller() caller: Caller): Promise<Balance> {
    return this.payments.balance(caller);
  }
}
