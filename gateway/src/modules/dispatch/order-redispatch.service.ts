import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  foldText,
  parsePlaceText,
  samePhone,
  type OrderEntry,
  type OrderRedispatchRequest,
  type OrderRedispatchResult,
} from '@taxi/contracts';
import type { Caller } from '@/common/auth/caller';
import { ApiHttpException } from '@/common/errors/api-http.exception';
import { ShortLocks } from '@/shared-state/short-locks';
import { ShortNotes } from '@/shared-state/short-notes';
import { GeoService } from '@/modules/geo/geo.service';
import { UpstreamError } from '@/upstream/upstream.errors';
import { UpstreamPort } from '@/upstream/upstream.port';
import { copyWithDriver, driverNameOf, OrderNotCopyable } from './order-copy';

/** Four upstream calls at their longest timeouts fit in it; a replica that dies frees it by itself. */
const LOCK_TTL_MS = 60_000;
/** How long a second dispatcher is told what the first did. */
const DONE_NOTE_TTL_MS = 15 * 60_000;
const REDISPATCHABLE: ReadonlySet<string> = new Set(['waiting', 'accepted', 'declined']);

type DoneNote = { replacementOrderId: number | null; driverName: string | null };

function conflict(message: string, current?: { id_driver: number | null; driver_name: string | null }) {
  return new ApiHttpException(409, { message, ...(current ? { current } : {}) });
}

const sameName = (a: string | null, b: string | null) => foldText(a ?? '') === foldText(b ?? '');

/**
 * "Přeobsadit" on a server without the orderAssign extension (docs/dispatch.md): a copy of an
 * immediate order with the new driver through the specification's create call and, only once the
 * copy shows in the list, the original deleted — never the other way round. A short lock per order
 * (shared by the replicas) keeps two dispatchers from making two copies; the one who comes second is
 * told who has the order now.
 */
@Injectable()
export class OrderRedispatchService {
  private readonly logger = new Logger('OrderRedispatch');

  constructor(
    @Inject(UpstreamPort) private readonly upstream: UpstreamPort,
    @Inject(ShortLocks) private readonly locks: ShortLocks,
    @Inject(ShortNotes) private readonly notes: ShortNotes,
    @Inject(GeoService) private readonly geo: GeoService,
  ) {}

  async redispatch(caller: Caller, request: OrderRedispatchRequest): Promise<OrderRedispatchResult> {
    await this.refuseIfDone(request);
    const release = await this.locks.tryTake(`redispatch:${request.id}`, LOCK_TTL_MS);
    if (!release) {
      throw conflict(`Objednávku č. ${request.orderId} právě přeobsazuje jiný dispečer.`);
    }
    try {
      // The other dispatcher may have finished between the look and the lock.
      await this.refuseIfDone(request);
      return await this.replace(caller, request);
    } finally {
      await release();
    }
  }

  private async refuseIfDone(request: OrderRedispatchRequest): Promise<void> {
    const text = await this.notes.get(`redispatched:${request.id}`);
    if (!text) {
      return;
    }
    const done = JSON.parse(text) as DoneNote;
    const by = done.replacementOrderId === null ? '' : `: nahrazena č. ${done.replacementOrderId}`;
    throw conflict(`Objednávku č. ${request.orderId} už přeobsadil jiný dispečer${by}.`, {
      id_driver: null,
      driver_name: done.driverName,
    });
  }

  private async replace(caller: Caller, request: OrderRedispatchRequest): Promise<OrderRedispatchResult> {
    // Reads of its own: their skipped records are not this answer's.
    const reader = { token: caller.token };
    const before = await this.upstream.call('orderList', reader);
    const original = before.find((entry) => entry.id === request.id && entry.id_order === request.orderId);
    if (!original) {
      throw ApiHttpException.of(404, `Objednávka č. ${request.orderId} v seznamu není (mohla být smazána).`);
    }
    this.refuseUnlessRedispatchable(original, request);
    const copy = await this.copyOf(original, request);
    await this.upstream.call('orderCreate', caller, { body: copy });
    const after = await this.upstream.call('orderList', reader);
    const seen = new Set(before.map((entry) => entry.id));
    const replacement = newestCopy(after, seen, original) ?? null;
    if (!replacement) {
      this.logger.warn(
        { call: 'orderRedispatch', order: original.id_order },
        'The copy was accepted but is not in the list: the original stays',
      );
      return {
        original: { id: original.id, id_order: original.id_order },
        replacement,
        originalDeleted: false,
      };
    }
    const originalDeleted = await this.deleteOriginal(caller, original);
    await this.notes.put(
      `redispatched:${original.id}`,
      JSON.stringify({
        replacementOrderId: replacement.id_order,
        driverName: request.driver_name,
      } satisfies DoneNote),
      DONE_NOTE_TTL_MS,
    );
    return { original: { id: original.id, id_order: original.id_order }, replacement, originalDeleted };
  }

  private refuseUnlessRedispatchable(original: OrderEntry, request: OrderRedispatchRequest): void {
    const current = { id_driver: original.ride.id_driver ?? null, driver_name: driverNameOf(original) };
    if (original.ride.isPreorder) {
      throw conflict(
        `Objednávka č. ${original.id_order} je předobjednávka: kopie by ztratila čas vyzvednutí. ` +
          'Přidělit řidiče lze jen s rozšířením serveru objednávek.',
        current,
      );
    }
    if (!REDISPATCHABLE.has(original.ride.status)) {
      throw conflict(
        `Objednávka č. ${original.id_order} už běží nebo skončila, řidiče nelze změnit.`,
        current,
      );
    }
    if (!sameName(current.driver_name, request.expected_driver_name)) {
      throw conflict(`Řidiče objednávky č. ${original.id_order} mezitím změnil někdo jiný.`, current);
    }
  }

  private async copyOf(original: OrderEntry, request: OrderRedispatchRequest) {
    try {
      return copyWithDriver(original, request, await this.drivingMinutes(original));
    } catch (error) {
      if (error instanceof OrderNotCopyable) {
        throw conflict(error.message);
      }
      throw error;
    }
  }

  /** The list of a real server carries no driving time: the route the create form would compute. */
  private async drivingMinutes(order: OrderEntry): Promise<number> {
    if (order.ride.duration !== null && order.ride.duration !== undefined) {
      return order.ride.duration;
    }
    const from = parsePlaceText(order.ride.pickup_location);
    const to = parsePlaceText(order.ride.destination);
    if (from.lat === undefined || from.lng === undefined || to.lat === undefined || to.lng === undefined) {
      return 0;
    }
    try {
      const route = await this.geo.route({
        from: { lat: from.lat, lng: from.lng },
        to: { lat: to.lat, lng: to.lng },
      });
      return route.durationSeconds / 60;
    } catch {
      // The copy is still the same ride; the driving time is only what the driver sees.
      return 0;
    }
  }

  /** False when the delete failed: both orders stand and the dispatcher is told which to remove. */
  private async deleteOriginal(caller: Caller, original: OrderEntry): Promise<boolean> {
    try {
      await this.upstream.call('orderDelete', caller, {
        body: { id: original.id, orderId: original.id_order },
      });
      return true;
    } catch (error) {
      // Gone already is what was wanted.
      if (error instanceof UpstreamError && error.status === 404) {
        return true;
      }
      this.logger.warn(
        {
          call: 'orderDelete',
          order: original.id_order,
          status: error instanceof UpstreamError ? error.status : 500,
        },
        'Re-dispatch: the copy stands but the original could not be deleted',
      );
      return false;
    }
  }
}

const placeName = (text: string) => foldText(parsePlaceText(text).name.trim());
const phoneOf = (entry: OrderEntry) => entry.order_user?.phone ?? entry.user?.phone ?? '';

/** The copy: the newest row that was not there before, at the same places, for the same phone. */
function newestCopy(
  after: readonly OrderEntry[],
  seen: ReadonlySet<number>,
  original: OrderEntry,
): OrderEntry | undefined {
  const phone = phoneOf(original);
  return after
    .filter(
      (entry) =>
        !seen.has(entry.id) &&
        placeName(entry.ride.pickup_location) === placeName(original.ride.pickup_location) &&
        placeName(entry.ride.destination) === placeName(original.ride.destination) &&
        (!phone || samePhone(phoneOf(entry), phone)),
    )
    .sort((a, b) => b.id - a.id)[0];
}
