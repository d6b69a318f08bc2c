import { Module } from '@nestjs/common';
import { WorkHoursController } from './workhours.controller';
import { WorkHoursService } from './workhours.service';

@Module({ controllers: [WorkHoursController], providers: [WorkHoursService] })
export class WorkHoursModule {}
