import { Module } from '@nestjs/common';
import { TariffController } from './tariff.controller';

@Module({ controllers: [TariffController] })
export class TariffModule {}
