import { type DynamicModule, Global, Module } from '@nestjs/common';
import { Metrics } from './metrics';
import { MetricsServer } from './metrics-server';

/** The metrics every module counts into, and their own listener when `METRICS_PORT` is set. */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(metrics: Metrics): DynamicModule {
    return {
      module: MetricsModule,
      providers: [{ provide: Metrics, useValue: metrics }, MetricsServer],
      exports: [Metrics],
    };
  }
}
