import { Module } from '@nestjs/common';
import { HistoryLoginController } from './history-login.controller';
import { HistoryLoginService } from './history-login.service';

@Module({ controllers: [HistoryLoginController], providers: [HistoryLoginService] })
export class HistoryLoginModule {}
