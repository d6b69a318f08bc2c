import { Injectable } from '@nestjs/common';
import type { DriverPosition, NearestVehicle, NearestVehicles, NearestVehiclesQuery } from '@taxi/contracts';
import { haversineMetres } from '@/geography';
import { FleetService } from '@/modules/fleet/fleet.service';
import { GeoService } from '@/modules/geo/geo.service';

/** Cars offered to the dispatcher. */
export const NEAREST_SHOWN = 3;
/**
 * Cars whose driving time is asked for: the closest by straight line. A river or a motorway can make
 * the third-closest car the quickest, rarely the ninth; eight keeps one small matrix call per pickup.
 */
export const NEAREST_CANDIDATES = 8;
/** A position older than this is marked stale: the car has likely moved (the poll runs every 10 s). */
export const POSITION_STALE_AFTER_MS = 2 * 60_000;

/**
 * The cars of the live fleet snapshot that would reach a pickup soonest. The straight line picks the
 * candidates, the configured routing service ranks them by driving time in one batched call.
 */
@Injectable()
export class NearestVehiclesService {
  constructor(
    private readonly fleet: FleetService,
    private readonly geo: GeoService,
  ) {}

  async nearest(pickup: NearestVehiclesQuery, now = Date.now()): Promise<NearestVehicles> {
    const snapshot = this.fleet.snapshot();
    const candidates = snapshot.positions
      .map((car) => ({ car, crowMetres: haversineMetres(at(car), pickup) }))
      .filter(({ crowMetres }) => Number.isFinite(crowMetres))
      .sort((a, b) => a.crowMetres - b.crowMetres)
      .slice(0, NEAREST_CANDIDATES)
      .map(({ car }) => car);
    const times = candidates.length > 0 ? await this.geo.travelTimes(candidates.map(at), pickup) : [];
    const vehicles = candidates
      .flatMap((car, index): NearestVehicle[] => {
        const time = times[index];
        // No route (an island, a closed area): the car cannot be sent there, so it is not offered.
        if (!time) {
          return [];
        }
        return [
          {
            carID: car.carID,
            spz: car.spz,
            driver: car.toolTipText,
            position: car.position,
            ...(car.reportedAt ? { reportedAt: car.reportedAt } : {}),
            stale: snapshot.stale || isOld(car.reportedAt, now),
            durationSeconds: Math.round(time.durationSeconds),
            distanceMetres: Math.round(time.distanceMetres),
          },
        ];
      })
      .sort((a, b) => a.durationSeconds - b.durationSeconds)
      .slice(0, NEAREST_SHOWN);
    return { vehicles, fetchedAt: snapshot.fetchedAt, routing: this.geo.providerName };
  }
}

function at(car: DriverPosition): { lat: number; lng: number } {
  return { lat: car.position.latitude, lng: car.position.longitude };
}

function isOld(reportedAt: string | undefined, now: number): boolean {
  const reported = reportedAt ? Date.parse(reportedAt) : NaN;
  return Number.isFinite(reported) && now - reported > POSITION_STALE_AFTER_MS;
}
