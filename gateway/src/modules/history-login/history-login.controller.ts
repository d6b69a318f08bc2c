import { Controller } from '@nestjs/common';
import type { LoginHistoryEntry } from '@taxi/contracts';
import { SessionCaller } from '../../common/auth/session-caller.decorator';
import { CatalogueRoute } from '../../common/routing/catalogue-route.decorator';
import type { Caller } from '../../upstream/upstream.port';
import { HistoryLoginService } from './history-login.service';

@Controller()
export class HistoryLoginController {
  constructor(private readonly history: HistoryLoginService) {}

  @CatalogueRoute('loginHistory')
  list(@SessionCaller() caller: Caller): Promise<LoginHistoryEntry[]> {
    return this.history.list(caller);
  }
}
