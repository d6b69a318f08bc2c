import { Injectable } from '@nestjs/common';
import type { ContactMessage } from '@taxi/contracts';
import { rateLimited } from '@/common/rate-limit/rate-limited';
import { Metrics } from '@/common/metrics/metrics';
import { FailureWindow } from '@/common/rate-limit/failure-window';
import { AppConfig } from '@/config/app-config';
import { LimiterStore } from '@/shared-state/limiter-store';
import { UpstreamPort } from '@/upstream/upstream.port';

export const CONTACT_THROTTLED_MESSAGE = 'Odeslali jste příliš mnoho zpráv. Zkuste to prosím později.';

@Injectable()
export class ContactService {
  private readonly limiter: FailureWindow;

  constructor(
    private readonly upstream: UpstreamPort,
    config: AppConfig,
    store: LimiterStore,
    private readonly metrics: Metrics,
  ) {
    this.limiter = new FailureWindow(
      store,
      'contact:client',
      config.rateLimits.contactMaxMessages,
      config.rateLimits.contactWindowMs,
    );
  }

  async send(message: ContactMessage, client: string): Promise<void> {
    const waitMs = await this.limiter.retryAfterMs(client);
    if (waitMs > 0) {
      this.metrics.limitRefused('contact');
      throw rateLimited(CONTACT_THROTTLED_MESSAGE, waitMs, 'rate_limited');
    }
    await this.limiter.record(client);
    await this.upstream.call('sendWebEmail', null, { body: message });
  }
}
