import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { UpstreamEventsPort } from '@/upstream/upstream-events.port';
import { RealtimeBroadcaster } from './realtime-broadcaster';

/** Forwards every upstream event to the admin clients; after a lost link, asks them to resync. */
@Injectable()
export class UpstreamEventsRelay implements OnModuleInit, OnModuleDestroy {
  private readonly subscriptions: (() => void)[] = [];

  constructor(
    private readonly events: UpstreamEventsPort,
    private readonly broadcaster: RealtimeBroadcaster,
  ) {}

  onModuleInit(): void {
    this.subscriptions.push(
      this.events.onEvent(({ name, payload }) => this.broadcaster.upstreamEvent(name, payload)),
      this.events.onReconnect(() => this.broadcaster.resync()),
      this.events.onLinkState((state) => this.broadcaster.upstreamLink(state)),
    );
  }

  onModuleDestroy(): void {
    this.subscriptions.splice(0).forEach((unsubscribe) => unsubscribe());
  }
}
