import { Module } from '@nestjs/common';
import { MockControlController } from './mock-control.controller';
import { RideSimulator } from './ride-simulator.service';

@Module({ controllers: [MockControlController], providers: [RideSimulator] })
export class SimulationModule {}
