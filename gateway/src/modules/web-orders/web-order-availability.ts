import { Inject, Injectable } from '@nestjs/common';
import { isOpenAt, type WebOrderAvailability as Availability } from '@taxi/contracts';
import { AppConfig } from '@/config/app-config';
import { ShortNotes } from '@/shared-state/short-notes';
import { UpstreamExtensionsAvailable } from '@/upstream/upstream-extensions';
import { WebAccount } from './web-account';
import { WebOrderLinks } from './web-order-links';

const PAUSE_NOTE = 'web-orders:paused';
/** The switch stays as set (a note of a year, set again at every change). */
const PAUSE_TTL_MS = 365 * 24 * 60 * 60_000;

/**
 * Whether the public site takes orders now: only with a web account, while no dispatcher has paused
 * web orders (a switch shared by every replica), and pre-orders only with the server's extension.
 * Never a form that cannot work: the page asks here first.
 */
@Injectable()
export class WebOrderAvailability {
  constructor(
    private readonly account: WebAccount,
    private readonly notes: ShortNotes,
    @Inject(UpstreamExtensionsAvailable) private readonly extensions: UpstreamExtensionsAvailable,
    private readonly links: WebOrderLinks,
    config: AppConfig,
  ) {
    this.anyHour = config.webOrders.anyHour;
  }

  private readonly anyHour: boolean;

  async paused(): Promise<boolean> {
    return (await this.notes.get(PAUSE_NOTE)) === 'paused';
  }

  async setPaused(paused: boolean): Promise<void> {
    await this.notes.put(PAUSE_NOTE, paused ? 'paused' : 'taking', PAUSE_TTL_MS);
  }

  async takingOrders(): Promise<boolean> {
    return this.account.configured && !(await this.paused());
  }

  async answer(now: Date): Promise<Availability> {
    const open = await this.takingOrders();
    return {
      open,
      ...(open ? {} : { code: 'web-orders-unavailable' as const }),
      preorders: this.extensions.has('orderPreorderCreate'),
      openNow: this.anyHour || isOpenAt(now),
      formToken: this.links.formToken(now),
    };
  }
}
