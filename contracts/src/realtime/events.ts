import { z } from 'zod';

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

/** The spec does not show payloads; the SPA only needs to know what changed. */
export const UpstreamEventPayloadSchema = z
  .object({ id: z.number().int().optional() })
  .catchall(z.unknown())
  .or(z.null())
  .or(z.undefined());
export type UpstreamEventPayload = z.infer<typeof UpstreamEventPayloadSchema>;

export function isUpstreamEventName(name: string): name is UpstreamEventName {
  return (UPSTREAM_EVENTS as readonly string[]).includes(name);
}

export type ServerToClientEvents = {
  [E in UpstreamEventName]: (payload: UpstreamEventPayload) => void;
};

export type ClientToServerEvents = Record<string, never>;
