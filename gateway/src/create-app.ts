import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { Draining } from './common/lifecycle/draining';
import { createRequestLogger } from './common/logging/logger.options';
import { requestContext } from './common/logging/request-context';
import { httpMetrics } from './common/metrics/http-metrics.middleware';
import { Metrics } from './common/metrics/metrics';
import { ClientAddresses } from './common/net/client-addresses';
import { applyServerLimits } from './common/net/server-limits';
import { apiNoStore } from './common/security/api-no-store.middleware';
import { bodyParserErrors } from './common/security/body-parser-errors.middleware';
import { inlineScriptHashes } from './common/security/content-security-policy';
import { mockCredentialWarning } from './common/security/mock-credential-warning';
import { originCheck } from './common/security/origin-check.middleware';
import { OriginPolicy } from './common/security/origin-policy';
import { securityHeaders } from './common/security/security-headers.middleware';
import { PreparedJsonExpressAdapter } from './common/web/prepared-json.adapter';
import { spaStatic } from './common/web/spa-static';
import { SessionIoAdapter } from './modules/realtime/session-io.adapter';
import { SharedState } from './shared-state/shared-state';
import type { AppConfig } from './config/app-config';

/** Builds the whole gateway (API, SPA, health) for a configuration; main.ts and tests share it. */
export type CreateAppOptions = { logDestination?: DestinationStream };

export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const requestLogger = createRequestLogger(config, options.logDestination);
  const sharedLog = requestLogger.logger.child({ context: 'SharedState' });
  // Before Nest: a REDIS_URL that can never work stops start-up as a configuration error.
  const shared = await SharedState.open(config, {
    log: (message) => sharedLog.info(message),
    warn: (message) => sharedLog.warn(message),
  });
  const metrics = Metrics.create(config.metrics !== null);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register(config, requestLogger.logger, shared, metrics),
    new PreparedJsonExpressAdapter(),
    {
      bodyParser: false,
      bufferLogs: true,
    },
  );
  const logger = app.get(Logger);
  app.useLogger(logger);
  // Nest flushes its buffer at `listen()` only: an app that is only `init()`ed (tests) would keep
  // every framework and adapter log line buffered for good.
  app.flushLogs();
  const clients = app.get(ClientAddresses);
  // The compiled function, so Express (req.ip, req.protocol) and the raw server read proxies alike.
  app.set('trust proxy', clients.trust);
  app.disable('x-powered-by');
  // Hashing every JSON answer for an ETag (10,000 orders are megabytes) costs more than it saves;
  // static files keep theirs.
  app.set('etag', false);
  const origins = new OriginPolicy(config, clients);
  app.useWebSocketAdapter(new SessionIoAdapter(app, origins, config.server.socketConnectTimeoutMs));
  applyServerLimits(
    app.getHttpServer(),
    config.server,
    (address) => clients.isTrustedPeer(address),
    (address) =>
      logger.warn(
        `Refusing connections from ${address}: more than ${config.server.maxConnectionsPerClient} open`,
      ),
  );
  const warning = mockCredentialWarning(config);
  if (warning) {
    logger.warn(warning);
  }

  const provider = config.geo.provider;
  // First: every answer, even one given by the middleware below, is logged with its request id.
  app.use(requestLogger);
  app.use(requestContext);
  app.use(app.get(Draining).middleware);
  if (metrics.enabled) {
    app.use(httpMetrics(metrics));
  }
  app.use(
    ...securityHeaders({
      scriptHashes: inlineScriptHashes(config.webDistDir),
      tileUrl: config.geo.tileUrl,
      googleMaps: provider.name === 'google' && Boolean(provider.browserKey),
    }),
  );
  app.use(apiNoStore);
  app.use(compression());
  app.use(originCheck(origins, () => metrics.csrfRefused()));
  app.use(cookieParser());
  app.use(express.json({ limit: config.bodyLimitBytes, type: ['application/json', 'application/*+json'] }));
  app.use(bodyParserErrors);

  const spa = spaStatic(config.webDistDir);
  if (spa) {
    app.use(spa);
  } else {
    logger.warn(`No SPA build in ${config.webDistDir}; serving the API only (run npm run build).`);
  }
  return app;
}
