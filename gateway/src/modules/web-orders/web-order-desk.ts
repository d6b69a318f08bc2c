import { Injectable } from '@nestjs/common';
import type { WebOrdersOverview } from '@taxi/contracts';
import { ApiHttpException } from '@/common/errors/api-http.exception';
import { AppConfig } from '@/config/app-config';
import { WebAccount } from './web-account';
import { WebOrderAvailability } from './web-order-availability';
import { WebOrderNotices } from './web-order-notices';
import { WebOrderRecords } from './web-order-records';
import { WebOrderTracking } from './web-order-tracking';

/** The dispatch screens' side: the switch, the open web orders with their needs, taking one up. */
@Injectable()
export class WebOrderDesk {
  constructor(
    private readonly account: WebAccount,
    private readonly availability: WebOrderAvailability,
    private readonly records: WebOrderRecords,
    private readonly tracking: WebOrderTracking,
    private readonly notices: WebOrderNotices,
    private readonly config: AppConfig,
  ) {}

  async overview(now: Date): Promise<WebOrdersOverview> {
    const open = await this.records.open();
    const states = await Promise.all(
      open.map((record) => this.tracking.stateOf(record, now).catch(() => 'waiting' as const)),
    );
    return {
      configured: this.account.configured,
      paused: await this.availability.paused(),
      escalateAfterMs: this.config.webOrders.escalateAfterMs,
      orders: open.map((record, index) => ({
        orderNumber: record.orderNumber,
        createdAt: record.createdAt,
        language: record.language,
        luggage: record.luggage,
        childSeat: record.childSeat,
        note: record.note,
        when: record.when,
        seenAt: record.seenAt,
        state: states[index] ?? 'waiting',
      })),
    };
  }

  async pause(paused: boolean, now: Date): Promise<WebOrdersOverview> {
    if (!this.account.configured) {
      throw ApiHttpException.of(409, 'Objednávky z webu nejsou nastavené (chybí účet WEB_ORDER_USERNAME).');
    }
    await this.availability.setPaused(paused);
    return this.overview(now);
  }

  /** A dispatcher took the order up: the notice and its sound stop on every tab. */
  async seen(orderNumber: number, now: Date): Promise<void> {
    const record = await this.records.current(orderNumber);
    if (!record) {
      throw ApiHttpException.of(404, `Objednávka č. ${orderNumber} není objednávka z webu.`);
    }
    if (!record.seenAt) {
      await this.records.put({ ...record, seenAt: now.toISOString() });
    }
    this.notices.seen(record.orderNumber);
  }
}
