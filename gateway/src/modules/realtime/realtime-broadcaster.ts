import { Injectable } from '@nestjs/common';
import {
  type ClientToServerEvents,
  type FleetSnapshot,
  GATEWAY_EVENTS,
  type ServerToClientEvents,
  type UpstreamEventName,
  type UpstreamEventPayload,
  type UpstreamLinkState,
  type WebOrderEvent,
} from '@taxi/contracts';
import type { Server } from 'socket.io';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** Sends events to every connected admin client; other modules depend on this, not on socket.io. */
@Injectable()
export class RealtimeBroadcaster {
  private server: RealtimeServer | null = null;

  attach(server: RealtimeServer): void {
    this.server = server;
  }

  upstreamEvent(name: UpstreamEventName, payload: UpstreamEventPayload): void {
    this.server?.emit(name, payload);
  }

  /** Tells clients to refetch what they show (after the upstream link came back). */
  resync(): void {
    this.server?.emit(GATEWAY_EVENTS.resync);
  }

  /** Tells clients whether live events can arrive (they poll while they cannot). */
  upstreamLink(state: UpstreamLinkState): void {
    this.server?.emit(GATEWAY_EVENTS.upstreamLink, state);
  }

  fleet(snapshot: FleetSnapshot): void {
    this.server?.emit(GATEWAY_EVENTS.fleet, snapshot);
  }

  webOrder(kind: WebOrderEvent['kind'], orderNumber: number): void {
    this.server?.emit(GATEWAY_EVENTS.webOrder, { kind, orderNumber });
  }

  connectedClients(): number {
    return this.server?.engine.clientsCount ?? 0;
  }
}
