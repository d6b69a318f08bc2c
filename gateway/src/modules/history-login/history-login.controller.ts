import { Controller, Get } from '@nestjs/common';
import type { LoginHistoryEntry } from '@taxi/contracts';
import { SessionCaller } from '../../common/auth/session-caller.decorator';
import type { Caller } from '../../upstream/upstream.port';
import { HistoryLoginService } from './history-login.service';

@Controller('api/history_login')
export class HistoryLoginController {
  constructor(private readonly history: HistoryLoginService) {}

  @Get()
  list(@SessionCaller() caller: Caller): Promise<LoginHistoryEntry[]> {
    return this.history.list(caller);
  }
}
