import type { DriverPosition } from '@taxi/contracts';
import { FleetProvider } from '@/modules/fleet/fleet.port';
import { SimulatedFleet, type SimulatedFleetOptions } from './simulated-fleet';

export type SimulatedOptions = SimulatedFleetOptions & { now?: () => number };

/** The default provider: the seeded mock fleet, advancing with real time since start-up. */
export class SimulatedFleetProvider extends FleetProvider {
  readonly name = 'simulated';
  private readonly fleet: SimulatedFleet;
  private readonly now: () => number;
  private readonly startedAt: number;

  constructor(options: SimulatedOptions) {
    super();
    this.fleet = new SimulatedFleet(options);
    this.now = options.now ?? Date.now;
    this.startedAt = this.now();
  }

  fetchPositions(): Promise<DriverPosition[]> {
    const now = this.now();
    const reportedAt = new Date(now).toISOString();
    const positions = this.fleet.positionsAt(Math.max(0, now - this.startedAt));
    return Promise.resolve(positions.map((position) => ({ ...position, reportedAt })));
  }

  close(): void {}
}
