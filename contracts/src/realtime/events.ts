import type { FleetSnapshot } from '../fleet/fleet.schema';
import type { UpstreamEventPayload } from './event-payload.schema';

/** Events of the product's own server, relayed unchanged to admin clients. */
export const UPSTREAM_EVENTS = [
  'sos',
  'ride',
  'rideAccept',
  'rideDecline',
  'rideComplete',
  'ridePickup',
  'driverLocationChange',
] as const;
export type UpstreamEventName = (typeof UPSTREAM_EVENTS)[number];

/** Events that make the orders list reload. */
export const RIDE_EVENTS = ['ride', 'rideAccept', 'rideDecline', 'rideComplete', 'ridePickup'] as const;

export function isUpstreamEventName(name: string): name is UpstreamEventName {
  return (UPSTREAM_EVENTS as readonly string[]).includes(name);
}

/**
 * The gateway's link to the upstream's live events: `connected`, `connecting` (first try or retrying
 * after a drop) or `down` (refused). In mock mode always `connected`.
 */
export const UPSTREAM_LINK_STATES = ['connected', 'connecting', 'down'] as const;
export type UpstreamLinkState = (typeof UPSTREAM_LINK_STATES)[number];

/**
 * The gateway's own events: `resync` after the upstream link came back (refetch what you show),
 * `fleet` snapshots, `upstreamLink` whenever the link to the upstream's events changes (and on connect),
 * `webOrder` when an order from the public site arrives, is taken up by a dispatcher or changes.
 */
export const GATEWAY_EVENTS = {
  resync: 'resync',
  fleet: 'fleet',
  upstreamLink: 'upstreamLink',
  webOrder: 'webOrder',
} as const;

/** A web order came (`created`: notice and sound), a dispatcher took it up (`seen`), or it changed. */
export type WebOrderEvent = { kind: 'created' | 'seen' | 'changed'; orderNumber: number };

export type ServerToClientEvents = {
  [E in UpstreamEventName]: (payload: UpstreamEventPayload) => void;
} & {
  resync: () => void;
  fleet: (snapshot: FleetSnapshot) => void;
  upstreamLink: (state: UpstreamLinkState) => void;
  webOrder: (event: WebOrderEvent) => void;
};

export type ClientToServerEvents = Record<string, never>;
