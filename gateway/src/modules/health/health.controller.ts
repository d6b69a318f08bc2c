import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { AppConfig } from '../../config/app-config';
import type { UpstreamLinkState } from '@taxi/contracts';
import { UpstreamEventsPort } from '../../upstream/upstream-events.port';
import { pingWithin } from '../../upstream/ping-within';
import { UpstreamError } from '../../upstream/upstream.errors';
import { UpstreamPort } from '../../upstream/upstream.port';

// Orchestrators probe often; answer within this even when the upstream hangs.
const READINESS_TIMEOUT_MS = 3_000;

/** `realtime` is reported, not required: without live events the admin polls, so the gateway stays ready. */
export type Readiness = {
  status: 'ready' | 'unavailable';
  upstream: 'memory' | 'http';
  realtime: UpstreamLinkState;
  reason?: string;
};

@Controller()
export class HealthController {
  constructor(
    private readonly upstream: UpstreamPort,
    private readonly config: AppConfig,
    private readonly events: UpstreamEventsPort,
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
      await pingWithin(this.upstream, READINESS_TIMEOUT_MS);
      return { status: 'ready', upstream: mode, realtime: this.events.linkState() };
    } catch (error) {
      response.status(503);
      const reason = error instanceof UpstreamError ? error.failure : 'timeout';
      return { status: 'unavailable', upstream: mode, realtime: this.events.linkState(), reason };
    }
  }
}
