import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import {
  foldText,
  nationalDigits,
  NO_DRIVER_ID,
  type OrderEntry,
  parsePlaceText,
  samePhone,
  type WebOrderCode,
  type WebOrderCreated,
  type WebOrderRequest,
} from '@taxi/contracts';
import type { Caller } from '@/common/auth/caller';
import { maskedPhone } from '@/common/audit/audit-targets';
import { type WebOrderOutcome, Metrics } from '@/common/metrics/metrics';
import { clientKey } from '@/common/net/client-key';
import { admitAll } from '@/common/rate-limit/admission';
import { WindowLimit } from '@/common/rate-limit/window-limit';
import { AppConfig } from '@/config/app-config';
import { LimiterStore } from '@/shared-state/limiter-store';
import { ShortLocks } from '@/shared-state/short-locks';
import { ShortNotes } from '@/shared-state/short-notes';
import { UpstreamError } from '@/upstream/upstream.errors';
import { UpstreamExtensionsAvailable } from '@/upstream/upstream-extensions';
import { UpstreamPort } from '@/upstream/upstream.port';
import { OrderFacts } from '@/modules/reports/order-facts.service';
import { rideInstant, rideTimeProblem } from './ride-time';
import { WebAccount } from './web-account';
import { WebOrderAvailability } from './web-order-availability';
import { WebOrderNotices } from './web-order-notices';
import { WebOrderRecords } from './web-order-records';
import { webOrderRefusal } from './web-order-refusal';
import { type QuotedRide, WebQuotes } from './web-quotes';
import { WebOrderLinks } from './web-order-links';

/** A retry of the same form filling answers what the first one did, for a day. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/** Two upstream reads, a create and a retry at their longest timeouts. */
const CREATE_LOCK_TTL_MS = 120_000;
/** A pre-order may be 14 days ahead: the open-orders count per phone holds that long at most. */
const PHONE_WINDOW_MS = 15 * 24 * 60 * 60_000;

/**
 * Takes an order from the public site: every rule before anything is created (online ordering on,
 * a person filling the form, a price the gateway fixed, the opening hours, the limits per client
 * and per phone, the blacklist), then the specification's create call under the web account, the
 * order read back for its number, and a status link. A retry of the same filling (double click,
 * timeout, reload) creates nothing twice, and after a timeout the list is read before any retry.
 */
@Injectable()
export class WebOrderIntake {
  private readonly perClient: WindowLimit;
  private readonly perPhone: WindowLimit;
  private readonly anyHour: boolean;

  constructor(
    @Inject(UpstreamPort) private readonly upstream: UpstreamPort,
    @Inject(UpstreamExtensionsAvailable) private readonly extensions: UpstreamExtensionsAvailable,
    private readonly account: WebAccount,
    private readonly availability: WebOrderAvailability,
    private readonly quotes: WebQuotes,
    private readonly records: WebOrderRecords,
    private readonly links: WebOrderLinks,
    private readonly notices: WebOrderNotices,
    private readonly facts: OrderFacts,
    private readonly notes: ShortNotes,
    private readonly locks: ShortLocks,
    private readonly metrics: Metrics,
    private readonly logger: Logger,
    config: AppConfig,
    store: LimiterStore,
  ) {
    const web = config.webOrders;
    this.anyHour = web.anyHour;
    this.perClient = new WindowLimit(store, 'web:order-client', web.maxPerClient, web.clientWindowMs);
    this.perPhone = new WindowLimit(store, 'web:order-phone', web.maxOpenPerPhone, PHONE_WINDOW_MS);
  }

  /** The phone's unit back: one of its orders ended (done, cancelled, declined). */
  async orderEnded(phone: string): Promise<void> {
    await this.perPhone.giveBack(nationalDigits(phone));
  }

  async create(request: WebOrderRequest, client: string, now: Date): Promise<WebOrderCreated> {
    if (!(await this.availability.takingOrders())) {
      this.metrics.webOrder('paused');
      throw webOrderRefusal('web-orders-unavailable');
    }
    if (request.website || !this.links.filledByAPerson(request.formToken, now)) {
      throw webOrderRefusal('not-a-person');
    }
    const ride = this.quotes.ride(request.quoteToken, now);
    if (!ride) {
      throw webOrderRefusal('quote-expired');
    }
    // One filling, one order: a retry waits for the first request's answer and takes no limit.
    const release = await this.locks.tryTake(
      `web-orders:create:${request.idempotencyKey}`,
      CREATE_LOCK_TTL_MS,
    );
    if (!release) {
      return this.awaitOther(request.idempotencyKey);
    }
    try {
      return (
        (await this.answered(request.idempotencyKey)) ?? (await this.admitted(request, ride, client, now))
      );
    } finally {
      await release();
    }
  }

  /** The rules of a first request, every limit taken before anything is created. */
  private async admitted(
    request: WebOrderRequest,
    ride: QuotedRide,
    client: string,
    now: Date,
  ): Promise<WebOrderCreated> {
    const timeProblem = rideTimeProblem(ride.when, now, this.preordersOn(), this.anyHour);
    if (timeProblem) {
      this.refused(timeProblem === 'outside-hours' ? 'refused_hours' : null, request, timeProblem);
    }
    const admission = await admitAll([
      () => this.perClient.take(clientKey(client)),
      () => this.perPhone.take(nationalDigits(request.phone)),
    ]);
    if (!admission.admitted) {
      this.metrics.limitRefused('web-order');
      this.refused('limited', request, 'limited', {
        'Retry-After': String(Math.ceil(admission.retryAfterMs / 1000)),
      });
    }
    try {
      if (await this.isBlacklisted(request.phone)) {
        // The same neutral refusal as any other: nobody learns that a number is on the list.
        this.refused('refused_blacklist', request, 'refused');
      }
      const created = await this.createOrder(request, ride, now);
      await admission.reservation.keep();
      return created;
    } catch (error) {
      await admission.reservation.release();
      throw error;
    }
  }

  private preordersOn(): boolean {
    return this.extensions.has('orderPreorderCreate');
  }

  private refused(
    outcome: WebOrderOutcome | null,
    request: WebOrderRequest,
    code: WebOrderCode,
    headers: Record<string, string> = {},
  ): never {
    if (outcome) {
      this.metrics.webOrder(outcome);
    }
    this.audit('webOrderCreate', null, request.phone, code);
    throw webOrderRefusal(code, headers);
  }

  private async answered(key: string): Promise<WebOrderCreated | null> {
    const text = await this.notes.get(`web-orders:created:${key}`);
    return text ? (JSON.parse(text) as WebOrderCreated) : null;
  }

  /** The order made upstream, recorded and announced; any failure is the visitor's "call us". */
  private async createOrder(request: WebOrderRequest, ride: QuotedRide, now: Date): Promise<WebOrderCreated> {
    try {
      const order = await this.account.withSession((caller) => this.createUpstream(caller, request, ride));
      const created = await this.recordCreated(order, request, ride, now);
      await this.notes.put(
        `web-orders:created:${request.idempotencyKey}`,
        JSON.stringify(created),
        IDEMPOTENCY_TTL_MS,
      );
      this.metrics.webOrder('created');
      this.audit('webOrderCreate', order.id_order, request.phone, 'created');
      this.notices.created(order.id_order);
      // Přehledy count orders by source: the order list cannot tell a web order from a phone one.
      await this.facts.recordWebOrder({ orderNumber: order.id_order, at: now, language: request.language });
      return created;
    } catch (error) {
      // Whatever failed (the server, the web account), the visitor is told to call; nothing was made
      // that they were told of, and a retry of this filling tries again.
      this.metrics.webOrder('failed');
      this.audit('webOrderCreate', null, request.phone, 'failed');
      this.logger.warn(
        { call: 'webOrderCreate', failure: error instanceof UpstreamError ? error.failure : 'error' },
        'A web order could not be created',
      );
      throw webOrderRefusal('failed');
    }
  }

  /** A retry while the first request is still creating: its answer, once there. */
  private async awaitOther(key: string): Promise<WebOrderCreated> {
    const until = Date.now() + CREATE_LOCK_TTL_MS;
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const done = await this.answered(key);
      if (done) {
        return done;
      }
      if (!(await this.creating(key))) {
        break;
      }
    }
    throw webOrderRefusal('failed');
  }

  private async creating(key: string): Promise<boolean> {
    const probe = await this.locks.tryTake(`web-orders:create:${key}`, 1);
    if (probe) {
      await probe();
      return false;
    }
    return true;
  }

  /**
   * The create call (or the pre-order extension) with the gateway's price, then the new row read
   * back from the list. A create that timed out may still have been made: the list is read first,
   * and the create is sent again only when the order is not there.
   */
  private async createUpstream(
    caller: Caller,
    request: WebOrderRequest,
    ride: QuotedRide,
  ): Promise<OrderEntry> {
    const before = new Set(
      (await this.upstream.call('orderList', { token: caller.token })).map((entry) => entry.id),
    );
    const body = {
      pickup_location: ride.from,
      destination: ride.to,
      distance: ride.distanceKm,
      name: request.name,
      phone: request.phone,
      price: ride.price,
      people: ride.people,
      duration: ride.durationMin,
      id_driver: NO_DRIVER_ID,
      driver_name: null,
    };
    const send = () =>
      ride.when === 'asap'
        ? this.upstream.call('orderCreate', caller, { body })
        : this.upstream.call('orderPreorderCreate', caller, {
            body: { ...body, preorderDateTime: rideInstant(ride.when, new Date()).toISOString() },
          });
    const find = async () =>
      newOrderOf(await this.upstream.call('orderList', { token: caller.token }), before, request.phone, ride);
    try {
      await send();
    } catch (error) {
      if (!(error instanceof UpstreamError && error.failure === 'timeout')) {
        throw error;
      }
      const made = await find();
      if (made) {
        return made;
      }
      await send();
    }
    const order = await find();
    if (!order) {
      throw UpstreamError.badResponse();
    }
    return order;
  }

  private async recordCreated(
    order: OrderEntry,
    request: WebOrderRequest,
    ride: QuotedRide,
    now: Date,
  ): Promise<WebOrderCreated> {
    await this.records.put({
      orderNumber: order.id_order,
      rowId: order.id,
      phone: request.phone,
      createdAt: now.toISOString(),
      language: request.language,
      luggage: request.luggage,
      childSeat: request.childSeat,
      note: request.note?.trim() || null,
      when: ride.when,
      from: ride.from.name,
      to: ride.to.name,
      price: ride.price,
      people: ride.people,
      seenAt: null,
      outcome: null,
      endedAt: null,
      replacedBy: null,
    });
    return { statusToken: this.links.statusToken(order.id_order, now), orderNumber: order.id_order };
  }

  /** Read for every order (a number blacklisted a minute ago is refused): orders are few. */
  private async isBlacklisted(phone: string): Promise<boolean> {
    const users = await this.account.withSession((caller) => this.upstream.call('userList', caller));
    return users.some((user) => user.status === 'blacklist' && user.phone && samePhone(user.phone, phone));
  }

  /** One line per web action, like the admin's audit trail: the call, the order, the masked phone, the outcome. */
  audit(
    action: 'webOrderCreate' | 'webOrderCancel',
    orderId: number | null,
    phone: string,
    outcome: string,
  ): void {
    this.logger.log(
      {
        event: 'web.action',
        action,
        target: { ...(orderId === null ? {} : { orderId }), phone: maskedPhone(phone) },
        outcome,
      },
      `Web action ${action} → ${outcome}`,
    );
  }
}

const placeName = (text: string) => foldText(parsePlaceText(text).name.trim());

/** The new row: not there before, at the quoted places, for the visitor's phone; the newest. */
function newOrderOf(
  list: readonly OrderEntry[],
  before: ReadonlySet<number>,
  phone: string,
  ride: QuotedRide,
): OrderEntry | undefined {
  return list
    .filter(
      (entry) =>
        !before.has(entry.id) &&
        placeName(entry.ride.pickup_location) === foldText(ride.from.name.trim()) &&
        placeName(entry.ride.destination) === foldText(ride.to.name.trim()) &&
        samePhone(entry.order_user?.phone ?? entry.user?.phone ?? '', phone),
    )
    .sort((a, b) => b.id - a.id)[0];
}
