// The browser tests' upstream as a process: `PORT` (default 4175). Playwright's webServer runs it
// after bundling (see web/playwright.config.ts).
import { startDialectUpstream } from './dialect-upstream';

async function main(): Promise<void> {
  const upstream = await startDialectUpstream(Number(process.env.PORT ?? 4175));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void upstream.close().finally(() => process.exit(0));
    });
  }
}

void main();
