import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { bodyParserErrors } from './common/security/body-parser-errors.middleware';
import { inlineScriptHashes } from './common/security/content-security-policy';
import { originCheck } from './common/security/origin-check.middleware';
import { securityHeaders } from './common/security/security-headers.middleware';
import { PreparedJsonExpressAdapter } from './common/web/prepared-json.adapter';
import { spaStatic } from './common/web/spa-static';
import { SessionIoAdapter } from './modules/realtime/session-io.adapter';
import type { AppConfig } from './config/app-config';

/** Builds the whole gateway (API, SPA, health) for a configuration; main.ts and tests share it. */
export type CreateAppOptions = { logDestination?: DestinationStream };

export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register(config, options.logDestination),
    new PreparedJsonExpressAdapter(),
    {
      bodyParser: false,
      bufferLogs: true,
    },
  );
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Hashing every JSON answer for an ETag (10,000 orders are megabytes) costs more than it saves;
  // static files keep theirs.
  app.set('etag', false);
  app.useWebSocketAdapter(new SessionIoAdapter(app, config.allowedOrigins));

  const provider = config.geo.provider;
  app.use(
    ...securityHeaders({
      scriptHashes: inlineScriptHashes(config.webDistDir),
      tileUrl: config.geo.tileUrl,
      googleMaps: provider.name === 'google' && Boolean(provider.browserKey),
    }),
  );
  app.use(compression());
  app.use(originCheck(config.allowedOrigins));
  app.use(cookieParser());
  app.use(express.json({ limit: config.bodyLimitBytes, type: ['application/json', 'application/*+json'] }));
  app.use(bodyParserErrors);

  const spa = spaStatic(config.webDistDir);
  if (spa) {
    app.use(spa);
  } else {
    app.get(Logger).warn(`No SPA build in ${config.webDistDir}; serving the API only (run npm run build).`);
  }
  return app;
}
