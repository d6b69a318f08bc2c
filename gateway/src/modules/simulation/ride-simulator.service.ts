import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { AppConfig } from '@/config/app-config';
import { MockControlPort } from '@/upstream/mock-control.port';

/** Keeps the mock's dispatch alive (rides come in, get accepted, picked up, done) so live screens move. */
@Injectable()
export class RideSimulator implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('RideSimulator');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly config: AppConfig,
    @Inject(MockControlPort) private readonly mock: MockControlPort | null,
  ) {}

  onApplicationBootstrap(): void {
    const intervalMs = this.config.mock.simulationIntervalMs;
    if (!this.mock || intervalMs === 0) {
      return;
    }
    const mock = this.mock;
    this.timer = setInterval(() => mock.simulateRides(), intervalMs);
    // The simulation must never keep a finished process alive.
    this.timer.unref();
    this.logger.log(`Simulating rides every ${intervalMs / 1000} s`);
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }
}
