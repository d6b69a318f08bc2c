import { Module } from '@nestjs/common';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { TariffController } from './tariff.controller';

@Module({ controllers: [OrdersController, TariffController], providers: [OrdersService] })
export class OrdersModule {}
