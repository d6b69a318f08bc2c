import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  driverLabel,
  type Driver,
  foldText,
  type OrderEntry,
  parsePlaceText,
  type WebOrderState,
  type WebOrderStatus,
} from '@taxi/contracts';
import { ApiHttpException } from '@/common/errors/api-http.exception';
import { FleetService } from '@/modules/fleet/fleet.service';
import { GeoService } from '@/modules/geo/geo.service';
import { ShortLocks } from '@/shared-state/short-locks';
import { ShortNotes } from '@/shared-state/short-notes';
import { UpstreamError } from '@/upstream/upstream.errors';
import { UpstreamPort } from '@/upstream/upstream.port';
import { rideInstant } from './ride-time';
import { WebAccount } from './web-account';
import { WebOrderIntake } from './web-order-intake';
import { WebOrderLinks } from './web-order-links';
import { WebOrderNotices } from './web-order-notices';
import { AFTER_END_MS, type StoredWebOrder, WebOrderRecords } from './web-order-records';
import { webOrderRefusal } from './web-order-refusal';

/** One read of the list serves every status page for this long (the poll is every 10 s). */
const LIST_FRESH_MS = 5_000;
/** A pre-order's car shows from this long before its time. */
const CAR_SHOWN_BEFORE_MS = 30 * 60_000;
/** Minutes to pickup are asked of the routing service at most this often per order. */
const ETA_FRESH_MS = 30_000;
/** Open web orders are looked at this often, so an ended one frees its phone's place. */
const SWEEP_MS = 60_000;
/** The same lock re-dispatch takes: a cancel and a re-dispatch never cross. */
const orderLock = (rowId: number) => `redispatch:${rowId}`;

type RedispatchNote = { replacementOrderId: number | null };

/**
 * A web order as its customer sees it: the state read from the company's list (a driver's decline
 * returns it to waiting), the driver and the car while it comes (only when the car is matched
 * beyond doubt), minutes to pickup, the price; a re-dispatch by copy followed to its new number; the
 * link valid until a day after the ride ended. Also the free cancellation before a driver has it.
 */
@Injectable()
export class WebOrderTracking implements OnApplicationBootstrap, OnModuleDestroy {
  private list: { at: number; orders: Promise<OrderEntry[]> } | null = null;
  private drivers: { at: number; drivers: Promise<Driver[]> } | null = null;
  private readonly etas = new Map<number, { at: number; minutes: number | null }>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    @Inject(UpstreamPort) private readonly upstream: UpstreamPort,
    private readonly account: WebAccount,
    private readonly records: WebOrderRecords,
    private readonly links: WebOrderLinks,
    private readonly intake: WebOrderIntake,
    private readonly notices: WebOrderNotices,
    private readonly fleet: FleetService,
    private readonly geo: GeoService,
    private readonly locks: ShortLocks,
    private readonly notes: ShortNotes,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.account.configured) {
      return;
    }
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  async status(statusToken: string, now: Date): Promise<WebOrderStatus> {
    const record = await this.recordOf(statusToken, now);
    return this.statusOf(await this.settle(record, now), now);
  }

  /** Cancels free of charge while no driver has the ride; afterwards the customer calls. */
  async cancel(statusToken: string, now: Date): Promise<WebOrderStatus> {
    const record = await this.settle(await this.recordOf(statusToken, now), now);
    const entry = await this.entryOf(record);
    if (record.endedAt || !entry || !cancellable(entry)) {
      throw webOrderRefusal(record.outcome?.state === 'cancelled' ? 'link-expired' : 'not-cancellable');
    }
    const release = await this.locks.tryTake(orderLock(entry.id), 60_000);
    if (!release) {
      throw webOrderRefusal('not-cancellable');
    }
    try {
      const fresh = (await this.orders(true)).find((order) => order.id === entry.id);
      if (!fresh || !cancellable(fresh)) {
        throw webOrderRefusal('not-cancellable');
      }
      await this.account.withSession((caller) =>
        this.upstream.call('orderDelete', caller, { body: { id: fresh.id, orderId: fresh.id_order } }),
      );
    } finally {
      await release();
    }
    const cancelled = await this.end(record, { state: 'cancelled', reason: null }, now);
    this.intake.audit('webOrderCancel', record.orderNumber, record.phone, 'cancelled');
    this.notices.changed(record.orderNumber);
    return this.statusOf(cancelled, now);
  }

  /** Declined by a dispatcher: deleted upstream with their session, the reason kept for the customer. */
  async decline(token: string, orderNumber: number, reason: string, now: Date): Promise<void> {
    const record = await this.records.current(orderNumber);
    if (!record || record.endedAt) {
      throw ApiHttpException.of(404, `Objednávka č. ${orderNumber} není otevřená objednávka z webu.`);
    }
    const entry = await this.entryOf(record);
    if (entry) {
      try {
        await this.upstream.call(
          'orderDelete',
          { token },
          { body: { id: entry.id, orderId: entry.id_order } },
        );
      } catch (error) {
        if (!(error instanceof UpstreamError && error.status === 404)) {
          throw error;
        }
      }
    }
    await this.end(record, { state: 'declined', reason }, now);
    this.notices.changed(record.orderNumber);
  }

  /** The live state of a web order for the dispatch screens. */
  async stateOf(record: StoredWebOrder, now: Date): Promise<WebOrderState> {
    return (await this.statusOf(await this.settle(record, now), now)).state;
  }

  private async recordOf(statusToken: string, now: Date): Promise<StoredWebOrder> {
    const orderNumber = this.links.orderOf(statusToken);
    const record = orderNumber === null ? null : await this.records.current(orderNumber);
    if (!record || (record.endedAt && Date.parse(record.endedAt) + AFTER_END_MS <= now.getTime())) {
      throw webOrderRefusal('link-expired');
    }
    return record;
  }

  /**
   * Follows what happened upstream: a re-dispatch by copy (the record moves to the new number), an
   * order gone from the list (deleted by a dispatcher: cancelled), a ride done (ended).
   */
  private async settle(record: StoredWebOrder, now: Date): Promise<StoredWebOrder> {
    if (record.endedAt) {
      return record;
    }
    // The re-dispatch's own note first: a list read a moment ago may still show the deleted original.
    const replacement = record.rowId === null ? null : await this.replacementOf(record.rowId);
    if (replacement) {
      const moved: StoredWebOrder = { ...record, orderNumber: replacement.id_order, rowId: replacement.id };
      await this.records.put(moved);
      await this.records.put({ ...record, replacedBy: replacement.id_order, endedAt: now.toISOString() });
      return moved;
    }
    const entry = await this.entryOf(record);
    if (!entry) {
      return this.end(record, { state: 'cancelled', reason: null }, now);
    }
    if (entry.ride.status === 'done') {
      return this.end(record, null, now);
    }
    return record;
  }

  private async replacementOf(rowId: number): Promise<OrderEntry | null> {
    const text = await this.notes.get(`redispatched:${rowId}`);
    const replacementId = text ? (JSON.parse(text) as RedispatchNote).replacementOrderId : null;
    if (replacementId === null) {
      return null;
    }
    return (await this.orders(true)).find((order) => order.id_order === replacementId) ?? null;
  }

  /** Ends a record once (whichever replica sees it first) and gives the phone's place back. */
  private async end(
    record: StoredWebOrder,
    outcome: StoredWebOrder['outcome'],
    now: Date,
  ): Promise<StoredWebOrder> {
    const release = await this.locks.tryTake(`web-order-end:${record.orderNumber}`, 30_000);
    const latest = (await this.records.get(record.orderNumber)) ?? record;
    if (latest.endedAt || !release) {
      await release?.();
      return latest.endedAt ? latest : { ...record, outcome, endedAt: now.toISOString() };
    }
    try {
      const ended: StoredWebOrder = {
        ...latest,
        outcome: outcome ?? latest.outcome,
        endedAt: now.toISOString(),
      };
      await this.records.put(ended);
      await this.intake.orderEnded(record.phone);
      return ended;
    } finally {
      await release();
    }
  }

  private async statusOf(record: StoredWebOrder, now: Date): Promise<WebOrderStatus> {
    const entry = record.outcome ? undefined : await this.entryOf(record);
    const state: WebOrderState = record.outcome?.state ?? (entry ? stateOf(entry) : 'done');
    const driverName = entry ? driverNameOf(entry) : null;
    const coming = entry && (state === 'accepted' || state === 'waiting') && driverName !== null;
    const car = coming && this.carShownAt(record, now) ? await this.carOf(entry) : null;
    return {
      state,
      orderNumber: record.orderNumber,
      from: record.from,
      to: record.to,
      when: record.when,
      price: record.price,
      people: record.people,
      driver: driverName ? { name: driverName, plate: car?.spz ?? null } : null,
      car: car ? { lat: car.position.latitude, lng: car.position.longitude, at: car.at } : null,
      etaMinutes: car ? await this.etaOf(record, car) : null,
      reason: record.outcome?.reason ?? null,
      cancellable: !record.endedAt && entry !== undefined && cancellable(entry),
      expiresAt: record.endedAt ? new Date(Date.parse(record.endedAt) + AFTER_END_MS).toISOString() : null,
    };
  }

  private carShownAt(record: StoredWebOrder, now: Date): boolean {
    return (
      record.when === 'asap' || rideInstant(record.when, now).getTime() - now.getTime() <= CAR_SHOWN_BEFORE_MS
    );
  }

  /** The driver's car, only when exactly one car of the fleet carries the driver's name. */
  private async carOf(entry: OrderEntry) {
    const snapshot = this.fleet.snapshot();
    const drivers = await this.driverList();
    const id = entry.ride.id_driver ?? null;
    const byId = id === null ? undefined : drivers.find((driver) => driver.id === id);
    const name = foldText((byId ? driverLabel(byId) : driverNameOf(entry)) ?? '');
    // Fleets label a car "<driver> – <status>…" (simulated, Traccar): the driver is the part before the dash.
    const cars = snapshot.positions.filter(
      (car) => foldText((car.toolTipText.split(' – ')[0] ?? '').trim()) === name,
    );
    if (cars.length !== 1 || !name) {
      return null;
    }
    const [car] = cars as [(typeof cars)[number]];
    return { ...car, at: car.reportedAt ?? snapshot.fetchedAt ?? new Date().toISOString() };
  }

  private async etaOf(
    record: StoredWebOrder,
    car: { position: { latitude: number; longitude: number } },
  ): Promise<number | null> {
    const kept = this.etas.get(record.orderNumber);
    if (kept && Date.now() - kept.at < ETA_FRESH_MS) {
      return kept.minutes;
    }
    const entry = await this.entryOf(record);
    const pickup = parsePlaceText(entry?.ride.pickup_location);
    let minutes: number | null = null;
    if (pickup.lat !== undefined && pickup.lng !== undefined) {
      const [time] = await this.geo
        .travelTimes([{ lat: car.position.latitude, lng: car.position.longitude }], {
          lat: pickup.lat,
          lng: pickup.lng,
        })
        .catch(() => [null]);
      minutes = time ? Math.max(0, Math.round(time.durationSeconds / 60)) : null;
    }
    this.etas.set(record.orderNumber, { at: Date.now(), minutes });
    return minutes;
  }

  /** From the list read a moment ago; read afresh before concluding that the order is gone. */
  private async entryOf(record: StoredWebOrder): Promise<OrderEntry | undefined> {
    const find = (orders: OrderEntry[]) => orders.find((order) => order.id_order === record.orderNumber);
    return find(await this.orders(false)) ?? find(await this.orders(true));
  }

  private orders(fresh: boolean): Promise<OrderEntry[]> {
    if (fresh || !this.list || Date.now() - this.list.at > LIST_FRESH_MS) {
      const orders = this.account.withSession((caller) =>
        this.upstream.call('orderList', { token: caller.token }),
      );
      this.list = { at: Date.now(), orders };
      orders.catch(() => {
        this.list = null;
      });
    }
    return this.list.orders;
  }

  private driverList(): Promise<Driver[]> {
    if (!this.drivers || Date.now() - this.drivers.at > 60_000) {
      const drivers = this.account.withSession((caller) => this.upstream.call('driverList', caller));
      this.drivers = { at: Date.now(), drivers };
      drivers.catch(() => {
        this.drivers = null;
      });
    }
    return this.drivers.drivers;
  }

  /** Looks at every open web order, so endings free their phone's place even when nobody watches. */
  private async sweep(): Promise<void> {
    const now = new Date();
    for (const record of await this.records.open()) {
      await this.settle(record, now);
    }
  }
}

/** Waiting for a driver (a driver's decline returns it here), on the way, picked up, done. */
function stateOf(entry: OrderEntry): WebOrderState {
  switch (entry.ride.status) {
    case 'accepted':
      return 'accepted';
    case 'pickup':
      return 'pickup';
    case 'done':
      return 'done';
    default:
      return 'waiting';
  }
}

function driverNameOf(entry: OrderEntry): string | null {
  return entry.ride.driver_name?.trim() || entry.ride.driver?.user.last_name?.trim() || null;
}

/** Free of charge until a driver is assigned. */
function cancellable(entry: OrderEntry): boolean {
  return (
    (entry.ride.status === 'waiting' || entry.ride.status === 'declined') && driverNameOf(entry) === null
  );
}
