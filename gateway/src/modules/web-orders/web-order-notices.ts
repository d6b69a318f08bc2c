import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { RealtimeBroadcaster } from '@/modules/realtime/realtime-broadcaster';
import { SharedBus } from '@/shared-state/shared-bus';

const TOPIC = 'web-orders';
type Notice = { kind: 'created' | 'seen' | 'changed'; orderNumber: number };

/**
 * Tells every open admin tab, on every replica, of a web order: a new one (the notice and its
 * sound), one a dispatcher took up (the sound stops everywhere), or one that changed (declined,
 * cancelled by its customer).
 */
@Injectable()
export class WebOrderNotices implements OnModuleDestroy {
  private readonly unsubscribe: () => void;

  constructor(
    private readonly broadcaster: RealtimeBroadcaster,
    private readonly bus: SharedBus,
  ) {
    this.unsubscribe = bus.subscribe(TOPIC, (message) => this.emit(JSON.parse(message) as Notice));
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  created(orderNumber: number): void {
    this.send({ kind: 'created', orderNumber });
  }

  seen(orderNumber: number): void {
    this.send({ kind: 'seen', orderNumber });
  }

  changed(orderNumber: number): void {
    this.send({ kind: 'changed', orderNumber });
  }

  private send(notice: Notice): void {
    this.emit(notice);
    this.bus.publish(TOPIC, JSON.stringify(notice));
  }

  private emit({ kind, orderNumber }: Notice): void {
    this.broadcaster.webOrder(kind, orderNumber);
  }
}
