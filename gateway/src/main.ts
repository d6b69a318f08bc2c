import 'reflect-metadata';
import { AppConfig, ConfigError } from './config/app-config';
import { createApp } from './create-app';

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
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const mode = config.upstream.mode === 'http' ? `upstream ${config.upstream.baseUrl}` : 'mock (memory)';
  process.stdout.write(`Gateway listening on http://localhost:${config.port} — ${mode}\n`);
}

void bootstrap();
