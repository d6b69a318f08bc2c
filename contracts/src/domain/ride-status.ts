export const RIDE_STATUSES = ['waiting', 'accepted', 'done', 'declined', 'pickup'] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

export const RIDE_STATUS_LABELS: Record<RideStatus, string> = {
  waiting: 'čeká',
  accepted: 'přijmuto',
  done: 'hotovo',
  declined: 'odmítnuta',
  pickup: 'vyzvednuto',
};

export function isRideStatus(value: string): value is RideStatus {
  return (RIDE_STATUSES as readonly string[]).includes(value);
}

/** Czech label of a ride status; an unknown value is shown as it came. */
export function rideStatusLabel(status: string): string {
  return isRideStatus(status) ? RIDE_STATUS_LABELS[status] : status;
}

/**
 * The map popup's wording: waiting → čeká, accepted → Přijato, anything else → jiný stav (the spec's
 * catch-all "error", said in Czech like every other admin label).
 */
export function mapOrderStatusLabel(status: string): string {
  if (status === 'waiting') {
    return 'čeká';
  }
  if (status === 'accepted') {
    return 'Přijato';
  }
  return 'jiný stav';
}

export function paymentMethodLabel(method: string): string {
  return method === 'card' ? 'Kartou' : 'Hotově';
}
