import http from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MetricsServer } from '@/common/metrics/metrics-server';

export type Scraped = { status: number; type: string; body: string };

/** One GET of `/metrics` on the metrics port, as Prometheus makes it. */
export function scrape(port: number): Promise<Scraped> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/metrics', agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }),
        );
      })
      .on('error', reject);
  });
}

/** The port the app's metrics listen on (started with `METRICS_PORT: '0'`). */
export function metricsPort(app: NestExpressApplication): number {
  const port = app.get(MetricsServer).port();
  if (port === null) {
    throw new Error('metrics are off');
  }
  return port;
}
