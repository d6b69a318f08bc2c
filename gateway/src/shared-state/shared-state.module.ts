import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { LimiterStore } from './limiter-store';
import { SharedBus } from './shared-bus';
import { SharedState } from './shared-state';
import { ShortLocks } from './short-locks';
import { ShortNotes } from './short-notes';
import { SharedValues } from './shared-values';

/** Hands the opened shared state to every module: the bus, the limiters, leases and Redis's health. */
@Global()
@Module({})
export class SharedStateModule implements OnApplicationShutdown {
  constructor(@Inject(SharedState) private readonly shared: SharedState) {}

  static forRoot(shared: SharedState): DynamicModule {
    return {
      module: SharedStateModule,
      providers: [
        { provide: SharedState, useValue: shared },
        { provide: SharedBus, useValue: shared.bus },
        { provide: LimiterStore, useValue: shared.limiters },
        { provide: ShortLocks, useValue: shared.locks },
        { provide: ShortNotes, useValue: shared.notes },
        { provide: SharedValues, useValue: shared.values },
      ],
      exports: [SharedState, SharedBus, LimiterStore, ShortLocks, ShortNotes, SharedValues],
    };
  }

  // Last: the fleet hands its lease back in its own destroy hook, which runs before this.
  onApplicationShutdown(): void {
    this.shared.close();
  }
}
