import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { AppConfig } from '../../config/app-config';
import { UpstreamError } from '../../upstream/upstream.errors';
import { UpstreamPort } from '../../upstream/upstream.port';

// Orchestrators probe often; answer within this even when the upstream hangs.
const READINESS_TIMEOUT_MS = 3_000;

export type Readiness = { status: 'ready' | 'unavailable'; upstream: 'memory' | 'http'; reason?: string };

@Controller()
export class HealthController {
  constructor(
    private readonly upstream: UpstreamPort,
    private readonly config: AppConfig,
  ) {}

  /** Liveness: the process is up and serving. */
  @Public()
  @Get('healthz')
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: 200 only when the upstream (memory or http) answers. */
  @Public()
  @Get('readyz')
  async ready(@Res({ passthrough: true }) response: Response): Promise<Readiness> {
    const mode = this.config.upstream.mode;
    try {
      await this.pingWithin(READINESS_TIMEOUT_MS);
      return { status: 'ready', upstream: mode };
    } catch (error) {
      response.status(503);
      const reason = error instanceof UpstreamError ? error.failure : 'timeout';
      return { status: 'unavailable', upstream: mode, reason };
    }
  }

  private async pingWithin(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(UpstreamError.timeout()), timeoutMs);
    });
    try {
      await Promise.race([this.upstream.ping(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}
