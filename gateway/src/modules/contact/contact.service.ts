import { Injectable } from '@nestjs/common';
import type { ContactMessage } from '@taxi/contracts';
import { rateLimited } from '@/common/rate-limit/rate-limited';
import { Metrics } from '@/common/metrics/metrics';
import { WindowLimit } from '@/common/rate-limit/window-limit';
import { underReservation } from '@/common/rate-limit/admission';
import { clientKey } from '@/common/net/client-key';
import { AppConfig } from '@/config/app-config';
import { LimiterStore } from '@/shared-state/limiter-store';
import { UpstreamPort } from '@/upstream/upstream.port';

export const CONTACT_THROTTLED_MESSAGE = 'Odeslali jste příliš mnoho zpráv. Zkuste to prosím později.';

@Injectable()
export class ContactService {
  private readonly limiter: WindowLimit;

  constructor(
    private readonly upstream: UpstreamPort,
    config: AppConfig,
    store: LimiterStore,
    private readonly metrics: Metrics,
  ) {
    this.limiter = new WindowLimit(
      store,
      'contact:client',
      config.rateLimits.contactMaxMessages,
      config.rateLimits.contactWindowMs,
    );
  }

  /** Taken before the message goes out; a message the server did not take is given back. */
  async send(message: ContactMessage, client: string): Promise<void> {
    const admission = await this.limiter.take(clientKey(client));
    if (!admission.admitted) {
      this.metrics.limitRefused('contact');
      throw rateLimited(CONTACT_THROTTLED_MESSAGE, admission.retryAfterMs);
    }
    await underReservation(
      admission.reservation,
      () => this.upstream.call('sendWebEmail', null, { body: message }),
      () => true,
    );
  }
}
