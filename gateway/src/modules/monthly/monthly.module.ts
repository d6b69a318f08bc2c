import { Module } from '@nestjs/common';
import { MonthlyController } from './monthly.controller';
import { MonthlyService } from './monthly.service';

@Module({ controllers: [MonthlyController], providers: [MonthlyService] })
export class MonthlyModule {}
