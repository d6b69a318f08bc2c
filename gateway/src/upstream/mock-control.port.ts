import type { SosAlert } from '@taxi/contracts';

/** Controls only the embedded mock backend offers (demos, browser tests); absent in upstream mode. */
export abstract class MockControlPort {
  /** Raises an SOS alert for that user (a random customer when omitted) and emits `sos`. */
  abstract raiseSos(userId?: number): SosAlert;
  /** One tick of simulated dispatch: a ride comes in or moves a stage on, with the ride events. */
  abstract simulateRides(): void;
  /**
   * The drivers as the driver list names them, in its order: the simulated fleet seats them in
   * its cars, so a car on the map is a driver a dispatcher can pick.
   */
  abstract driverLabels(): string[];
}
