import { createHash } from 'node:crypto';

/** A stable, fake push token per driver: the same seed and driver always give the same string. */
export function driverPushToken(seed: number, driverId: number, userId: number): string {
  const hash = createHash('sha256').update(`${seed}:${driverId}:${userId}`).digest('hex').slice(0, 16);
  return `fcm-${driverId}-${hash}`;
}
