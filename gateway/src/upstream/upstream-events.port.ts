import type { UpstreamEventName, UpstreamEventPayload } from '@taxi/contracts';

export type UpstreamEvent = { name: UpstreamEventName; payload: UpstreamEventPayload };
export type UpstreamEventListener = (event: UpstreamEvent) => void;

/** The upstream's live events (sos, ride…, driverLocationChange) as the gateway receives them. */
export abstract class UpstreamEventsPort {
  /** Subscribes; returns the function that unsubscribes. */
  abstract onEvent(listener: UpstreamEventListener): () => void;

  /** Called when the link to the upstream came back after a drop (events may have been missed). */
  abstract onReconnect(listener: () => void): () => void;
}
