import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { tuneHeap } from './common/runtime/heap-tuning';
import { AppConfig, ConfigError } from './config/app-config';
import { Logger } from 'nestjs-pino';
import { createApp } from './create-app';
import { shutDownGracefully } from './graceful-shutdown';

/** Beyond the drain, Nest's hooks get this long to close everything before the process gives up. */
const CLOSE_GRACE_MS = 10_000;

/**
 * SIGTERM/SIGINT: drain (readiness 503, stop accepting, hand sockets and the fleet lease to other
 * replicas, let in-flight requests finish), then Nest's shutdown hooks close sockets, timers, Redis
 * and upstream connections, and the process ends by itself once nothing is left open.
 */
function exitGracefully(app: INestApplication, config: AppConfig): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      return;
    }
    stopping = true;
    app.get(Logger).log(`${signal} received, shutting down`, 'Gateway');
    // Unref'd: it fires only if something still holds the process after the hooks ran.
    const force = setTimeout(
      () => {
        process.stderr.write('Shutdown did not finish; exiting\n');
        process.exit(1);
      },
      config.shutdown.delayMs + config.shutdown.drainMs + CLOSE_GRACE_MS,
    );
    force.unref();
    const logger = app.get(Logger);
    shutDownGracefully(app, config.shutdown, {
      log: (message) => logger.log(message, 'Shutdown'),
      warn: (message) => logger.warn(message, 'Shutdown'),
    }).catch((error: unknown) => {
      process.stderr.write(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

async function bootstrap(): Promise<void> {
  let config: AppConfig;
  try {
    config = AppConfig.fromEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable and its meaning.\n`);
      process.exit(1);
    }
    throw error;
  }
  tuneHeap(config.upstream);
  let app: INestApplication;
  try {
    app = await createApp(config);
  } catch (error) {
    // A REDIS_URL that can never work is found only when connecting.
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable and its meaning.\n`);
      process.exit(1);
    }
    throw error;
  }
  exitGracefully(app, config);
  await app.listen(config.port, config.host);
  app.get(Logger).log(listeningBanner(config), 'Gateway');
}

/** Where it listens, as a person would open it, and against which server. */
function listeningBanner(config: AppConfig): string {
  const mode = config.upstream.mode === 'http' ? `upstream ${config.upstream.baseUrl}` : 'mock (memory)';
  const everywhere = config.host === '0.0.0.0' || config.host === '::';
  const address = `http://${everywhere ? 'localhost' : config.host}:${config.port}`;
  return `Gateway listening on ${address}${everywhere ? ` (all interfaces, ${config.host})` : ''} — ${mode}`;
}

void bootstrap();
