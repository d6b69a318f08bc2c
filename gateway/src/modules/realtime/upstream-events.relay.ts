import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { UpstreamLinkState } from '@taxi/contracts';
import { Metrics } from '@/common/metrics/metrics';
import { UpstreamEventsPort } from '@/upstream/upstream-events.port';
import { RealtimeBroadcaster } from './realtime-broadcaster';

const LINK_STATE_VALUE: Record<UpstreamLinkState, number> = { down: 0, connecting: 1, connected: 2 };

/** Forwards every upstream event to the admin clients; after a lost link, asks them to resync. */
@Injectable()
export class UpstreamEventsRelay implements OnModuleInit, OnModuleDestroy {
  private readonly subscriptions: (() => void)[] = [];

  constructor(
    private readonly events: UpstreamEventsPort,
    private readonly broadcaster: RealtimeBroadcaster,
    private readonly metrics: Metrics,
  ) {
    metrics.gauge('realtime_clients', "Admin browsers connected to this replica's live channel", () =>
      broadcaster.connectedClients(),
    );
    metrics.gauge(
      'upstream_socket_state',
      "The link to the company server's live events: 0 down, 1 connecting, 2 connected",
      () => LINK_STATE_VALUE[events.linkState()],
    );
  }

  onModuleInit(): void {
    this.subscriptions.push(
      this.events.onEvent(({ name, payload }) => {
        this.metrics.relayedEvent(name);
        this.broadcaster.upstreamEvent(name, payload);
      }),
      this.events.onReconnect(() => this.broadcaster.resync()),
      this.events.onLinkState((state) => this.broadcaster.upstreamLink(state)),
    );
  }

  onModuleDestroy(): void {
    this.subscriptions.splice(0).forEach((unsubscribe) => unsubscribe());
  }
}
