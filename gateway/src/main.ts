import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { tuneHeap } from './common/runtime/heap-tuning';
import { AppConfig, ConfigError } from './config/app-config';
import { createApp } from './create-app';

/** In-flight requests get this long to finish after SIGTERM; then the process exits anyway. */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish (bounded), close sockets, timers
 * and upstream connections (Nest shutdown hooks), then exit 0 so orchestrators see a clean stop.
 */
function exitGracefully(app: INestApplication): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      return;
    }
    stopping = true;
    process.stdout.write(`${signal} received, shutting down\n`);
    const force = setTimeout(() => {
      process.stderr.write(`Shutdown took longer than ${SHUTDOWN_GRACE_MS / 1000} s; exiting\n`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
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
  const app = await createApp(config);
  exitGracefully(app);
  await app.listen(config.port, config.host);
  const mode = config.upstream.mode === 'http' ? `upstream ${config.upstream.baseUrl}` : 'mock (memory)';
  process.stdout.write(`Gateway listening on http://localhost:${config.port} — ${mode}\n`);
}

void bootstrap();
