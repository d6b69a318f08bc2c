import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppConfig } from '@/config/app-config';
import { Metrics } from './metrics';

/**
 * `/metrics` on a port of its own (`METRICS_PORT`, on `METRICS_HOST`, 127.0.0.1 by default): never
 * on the product's port, so the balancer and the internet never see it (ADR 35).
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: Server | null = null;
  private readonly logger = new Logger('Metrics');

  constructor(
    private readonly metrics: Metrics,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const listen = this.config.metrics;
    if (!listen || !this.metrics.enabled) {
      return;
    }
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      this.metrics.render().then(
        (text) => response.writeHead(200, { 'content-type': this.metrics.contentType }).end(text),
        () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(listen.port, listen.host, resolve);
    });
    this.server = server;
    this.logger.log(`Metrics on http://${listen.host}:${this.port()}/metrics`);
  }

  /** The port it listens on (the chosen one when `METRICS_PORT=0`), or null when off. */
  port(): number | null {
    return this.server ? (this.server.address() as AddressInfo).port : null;
  }

  onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
