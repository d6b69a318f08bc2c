import type { DriverPosition } from '@taxi/contracts';

/** A vehicle-tracking service. The poll depends on this; `fleet.module.ts` picks the adapter from config. */
export abstract class FleetProvider {
  /** Short name shown in the snapshot and in logs (`simulated`, `cargroups`, `traccar`). */
  abstract readonly name: string;

  /**
   * Authenticates as needed and returns every car's latest position. Rejects with a `FleetError`
   * (anything else counts as "unavailable"); must give up when `signal` aborts (timeout or shutdown).
   */
  abstract fetchPositions(signal: AbortSignal): Promise<DriverPosition[]>;

  /** Releases connections; called once the poll has stopped. */
  abstract close(): void;
}
