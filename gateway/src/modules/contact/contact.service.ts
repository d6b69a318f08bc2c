import { Injectable } from '@nestjs/common';
import type { ContactMessage } from '@taxi/contracts';
import { rateLimited } from '../../common/rate-limit/rate-limited';
import { SlidingWindowLimiter } from '../../common/rate-limit/sliding-window-limiter';
import { AppConfig } from '../../config/app-config';
import { UpstreamPort } from '../../upstream/upstream.port';

export const CONTACT_THROTTLED_MESSAGE = 'Odeslali jste příliš mnoho zpráv. Zkuste to prosím později.';

@Injectable()
export class ContactService {
  private readonly limiter: SlidingWindowLimiter;

  constructor(
    private readonly upstream: UpstreamPort,
    config: AppConfig,
  ) {
    this.limiter = new SlidingWindowLimiter(
      config.rateLimits.contactMaxMessages,
      config.rateLimits.contactWindowMs,
    );
  }

  async send(message: ContactMessage, client: string): Promise<void> {
    const waitMs = this.limiter.retryAfterMs(client);
    if (waitMs > 0) {
      throw rateLimited(CONTACT_THROTTLED_MESSAGE, waitMs);
    }
    this.limiter.record(client);
    await this.upstream.sendWebEmail(message);
  }
}
