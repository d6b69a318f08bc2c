import type { UpstreamEventName, UpstreamEventPayload, UpstreamLinkState } from '@taxi/contracts';

export type UpstreamEvent = { name: UpstreamEventName; payload: UpstreamEventPayload };
export type UpstreamEventListener = (event: UpstreamEvent) => void;

/** The upstream's live events (sos, ride…, driverLocationChange) as the gateway receives them. */
export abstract class UpstreamEventsPort {
  /** Subscribes; returns the function that unsubscribes. */
  abstract onEvent(listener: UpstreamEventListener): () => void;

  /** Called when the link to the upstream came back after a drop (events may have been missed). */
  abstract onReconnect(listener: () => void): () => void;

  /** Whether live events can arrive now: the truth behind the admin's "Živě" badge and `/readyz`. */
  abstract linkState(): UpstreamLinkState;

  /** Called on every change of `linkState()`; returns the function that unsubscribes. */
  abstract onLinkState(listener: (state: UpstreamLinkState) => void): () => void;

  /** When the last event arrived, or null. */
  abstract lastEventAt(): Date | null;
}
