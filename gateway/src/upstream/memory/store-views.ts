import { asPreparedJson } from '@/common/web/prepared-json';

/** The list answers kept between changes: those the dispatch screens re-read after every event. */
export type StoreViewName = 'orderList' | 'orderMapData' | 'userList' | 'driverList';

/**
 * List answers built once per state of the store and handed out as `PreparedJson`, so a repeated read
 * neither rebuilds nor re-serialises them (`PreparedJsonExpressAdapter` sends their JSON made once). Without this, every read of 1,200 orders left a ~400 kB JSON string in V8's large-object
 * space, which only a full collection frees, and memory mode's RSS grew past its target under load.
 * Only views that depend on the store alone belong here (not on the clock or the caller).
 */
export class StoreViews {
  private readonly views = new Map<StoreViewName, unknown>();

  /** The kept view, or `build()`'s result, prepared (and frozen) and kept until the next `invalidate()`. */
  get<T>(name: StoreViewName, build: () => T): T {
    if (this.views.has(name)) {
      return this.views.get(name) as T;
    }
    const view = asPreparedJson(build());
    this.views.set(name, view);
    return view;
  }

  /** Called after anything that may have changed the store. */
  invalidate(): void {
    this.views.clear();
  }
}
