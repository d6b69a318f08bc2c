import type { DriverPosition } from '@taxi/contracts';
import { isoTime, usableCoordinates } from '@/modules/fleet/providers/mapping';
import { type Car, CarGroupSchema, CarSchema } from './cargroups.schema';

const MAX_DEPTH = 8;

/** Every readable car of the hierarchy, once each (a car listed in two groups keeps its first). */
export function carGroupsToPositions(carGroups: readonly unknown[]): DriverPosition[] {
  const positions = new Map<string, DriverPosition>();
  const visit = (groups: readonly unknown[], depth: number) => {
    for (const raw of groups) {
      const group = CarGroupSchema.safeParse(raw);
      if (!group.success) {
        continue;
      }
      for (const rawCar of group.data.cars ?? []) {
        const car = CarSchema.safeParse(rawCar);
        const position = car.success ? carToPosition(car.data, group.data.name) : undefined;
        if (position && !positions.has(String(position.carID))) {
          positions.set(String(position.carID), position);
        }
      }
      if (depth < MAX_DEPTH) {
        visit(group.data.carGroups ?? [], depth + 1);
      }
    }
  };
  visit(carGroups, 0);
  return [...positions.values()];
}

export function carToPosition(car: Car, groupName?: string): DriverPosition | undefined {
  const carID = car.carID ?? car.id;
  const at = car.lastPosition ?? car.position;
  const coordinates = usableCoordinates(at?.latitude ?? at?.lat, at?.longitude ?? at?.lng ?? at?.lon);
  if (carID === undefined || !at || !coordinates) {
    return undefined;
  }
  const spz = car.spz ?? car.licensePlate ?? car.plate ?? car.name ?? String(carID);
  const reportedAt = isoTime(at.timestamp ?? at.time);
  return {
    carID,
    position: coordinates,
    toolTipText: car.toolTipText ?? tooltip(car, spz, at.speed ?? undefined, groupName),
    spz,
    ...(reportedAt ? { reportedAt } : {}),
  };
}

function tooltip(car: Car, spz: string, speedKmh: number | undefined, groupName?: string): string {
  const driver =
    typeof car.driver === 'string'
      ? car.driver.trim() || undefined
      : (car.driver?.lastName ?? car.driver?.last_name ?? car.driver?.name);
  const who = driver ?? car.name ?? spz;
  const details = [car.state, speedKmh === undefined ? undefined : `${Math.round(speedKmh)} km/h`]
    .filter(Boolean)
    .join(', ');
  const group = groupName ? ` (${groupName})` : '';
  return `${who}${details ? ` – ${details}` : ''}${group}`;
}
