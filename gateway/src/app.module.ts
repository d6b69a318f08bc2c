import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import type { Logger as PinoInstance } from 'pino';
import { AdminAuditInterceptor } from './common/audit/admin-audit.interceptor';
import { AuditedWriteEventsModule } from './common/audit/audited-write-events';
import { AdminGuard } from './common/auth/admin.guard';
import { SessionRecordsModule } from './common/auth/session-records';
import { ApiExceptionFilter } from './common/errors/api-exception.filter';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { AuthModule } from './modules/auth/auth.module';
import { ContactModule } from './modules/contact/contact.module';
import { DispatchModule } from './modules/dispatch/dispatch.module';
import { CatalogueCallsModule } from './modules/catalogue/catalogue-calls.module';
import { FleetModule } from './modules/fleet/fleet.module';
import { GeoModule } from './modules/geo/geo.module';
import { HealthModule } from './modules/health/health.module';
import { NearestVehiclesModule } from './modules/nearest/nearest-vehicles.module';
import { ApiDocsModule } from './modules/api-docs/api-docs.module';
import { RealtimeModule } from './modules/realtime/realtime.module';
import { SimulationModule } from './modules/simulation/simulation.module';
import { StatusModule } from './modules/status/status.module';
import { ReportsModule } from './modules/reports/reports.module';
import { UpstreamModule } from './upstream/upstream.module';
import { WebOrdersModule } from './modules/web-orders/web-orders.module';
import { SessionEventsModule } from './common/auth/session-events';
import { NetModule } from './common/net/net.module';
import { LifecycleModule } from './common/lifecycle/draining';
import type { Metrics } from './common/metrics/metrics';
import { MetricsModule } from './common/metrics/metrics.module';
import type { SharedState } from './shared-state/shared-state';
import { SharedStateModule } from './shared-state/shared-state.module';

@Module({})
export class AppModule {
  /** `logger`: the request logger's pino instance (mounted first in create-app), shared by Nest's logs. */
  static register(
    config: AppConfig,
    logger: PinoInstance,
    shared: SharedState,
    metrics: Metrics,
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        SharedStateModule.forRoot(shared),
        MetricsModule.forRoot(metrics),
        LifecycleModule,
        LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true }),
        NetModule,
        UpstreamModule,
        SessionEventsModule,
        SessionRecordsModule,
        AuditedWriteEventsModule,
        HealthModule,
        ContactModule,
        RealtimeModule,
        SimulationModule,
        FleetModule,
        GeoModule,
        NearestVehiclesModule,
        DispatchModule,
        WebOrdersModule,
        StatusModule,
        ReportsModule,
        ApiDocsModule,
        CatalogueCallsModule,
        // Last: its `GET /api/admins/:token` must not shadow the static /api/admins/... GET routes.
        AuthModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AdminGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: AdminAuditInterceptor },
      ],
    };
  }
}
