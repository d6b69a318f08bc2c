import type { DriverPosition } from '@taxi/contracts';
import type { z } from 'zod';
import { isoTime, knotsToKmh, usableCoordinates } from '@/modules/fleet/providers/mapping';
import {
  type TraccarDevice,
  TraccarDeviceSchema,
  type TraccarGroup,
  TraccarGroupSchema,
  type TraccarPosition,
  TraccarPositionSchema,
} from './traccar.schema';

const STATUS_TEXT: Record<string, string> = {
  online: 've spojení',
  offline: 'bez spojení',
  unknown: 'stav neznámý',
};
const PLATE_ATTRIBUTES = ['spz', 'licensePlate', 'plate', 'registration'];

function readAll<T>(schema: z.ZodType<T>, records: readonly unknown[]): T[] {
  return records.flatMap((record) => {
    const parsed = schema.safeParse(record);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Joins devices with their latest positions (and groups): one marker per enabled device with a fix. */
export function traccarToPositions(
  rawDevices: readonly unknown[],
  rawPositions: readonly unknown[],
  rawGroups: readonly unknown[] = [],
): DriverPosition[] {
  const groups = new Map<number, TraccarGroup>(
    readAll(TraccarGroupSchema, rawGroups).map((group) => [group.id, group]),
  );
  const byDevice = positionsByDevice(readAll(TraccarPositionSchema, rawPositions));
  return readAll(TraccarDeviceSchema, rawDevices).flatMap((device) => {
    const position = currentPosition(device, byDevice.get(String(device.id)) ?? []);
    if (device.disabled || !position) {
      return [];
    }
    const mapped = toDriverPosition(device, position, groups);
    return mapped ? [mapped] : [];
  });
}

function positionsByDevice(positions: TraccarPosition[]): Map<string, TraccarPosition[]> {
  const byDevice = new Map<string, TraccarPosition[]>();
  for (const position of positions) {
    const key = String(position.deviceId);
    byDevice.set(key, [...(byDevice.get(key) ?? []), position]);
  }
  return byDevice;
}

// The device's own `positionId` wins; otherwise the most recent fix.
function currentPosition(device: TraccarDevice, positions: TraccarPosition[]): TraccarPosition | undefined {
  const own = device.positionId ? positions.find((position) => position.id === device.positionId) : undefined;
  return (
    own ??
    positions.reduce<TraccarPosition | undefined>(
      (latest, position) => (!latest || fixTime(position) > fixTime(latest) ? position : latest),
      undefined,
    )
  );
}

function fixTime(position: TraccarPosition): number {
  const time = Date.parse(position.fixTime ?? position.deviceTime ?? position.serverTime ?? '');
  return Number.isFinite(time) ? time : -Infinity;
}

function toDriverPosition(
  device: TraccarDevice,
  position: TraccarPosition,
  groups: Map<number, TraccarGroup>,
): DriverPosition | undefined {
  const coordinates = usableCoordinates(position.latitude, position.longitude);
  if (!coordinates) {
    return undefined;
  }
  const spz = plate(device) ?? device.name ?? device.uniqueId ?? String(device.id);
  const who = device.contact ?? device.name ?? spz;
  const status = STATUS_TEXT[device.status ?? 'unknown'] ?? STATUS_TEXT.unknown;
  const speed =
    position.speed === null || position.speed === undefined ? '' : `, ${knotsToKmh(position.speed)} km/h`;
  const groupName = device.groupId ? groups.get(device.groupId)?.name : undefined;
  const reportedAt = isoTime(position.fixTime ?? position.deviceTime ?? position.serverTime);
  return {
    carID: device.id,
    position: coordinates,
    toolTipText: `${who} – ${status}${speed}${groupName ? ` (${groupName})` : ''}`,
    spz,
    ...(reportedAt ? { reportedAt } : {}),
  };
}

function plate(device: TraccarDevice): string | undefined {
  for (const name of PLATE_ATTRIBUTES) {
    const value = device.attributes?.[name];
    if (typeof value === 'string' && value.trim()) {
      return value.trim();
    }
  }
  return undefined;
}
