import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { FleetSnapshot } from '@taxi/contracts';
import { AppConfig } from '../../config/app-config';
import { RealtimeBroadcaster } from '../realtime/realtime-broadcaster';
import { FleetPoller } from './fleet-poller';
import { FleetProvider } from './fleet.port';

/** Holds the latest fleet snapshot in memory and pushes each new one to the admin clients. */
@Injectable()
export class FleetService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly poller: FleetPoller;

  constructor(
    private readonly provider: FleetProvider,
    config: AppConfig,
    broadcaster: RealtimeBroadcaster,
  ) {
    const { pollIntervalMs, timeoutMs, maxBackoffMs } = config.fleet;
    this.poller = new FleetPoller({
      provider,
      intervalMs: pollIntervalMs,
      timeoutMs,
      maxBackoffMs,
      onSnapshot: (snapshot) => broadcaster.fleet(snapshot),
      logger: new Logger('Fleet'),
    });
  }

  // After every module's init, so the socket server is attached before the first push.
  onApplicationBootstrap(): void {
    this.poller.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.poller.stop();
    this.provider.close();
  }

  snapshot(): FleetSnapshot {
    return this.poller.snapshot();
  }
}
