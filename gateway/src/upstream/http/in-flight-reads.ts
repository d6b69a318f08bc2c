/** What identifies a read: the session it is made for, and the request itself. */
export type ReadIdentity = { token: string; method: string; path: string };

/**
 * Identical reads in flight at the same moment share one upstream request, as nginx's
 * `proxy_cache_lock` does, but nothing is kept: once the answer (or the failure) arrives, every
 * caller waiting for it gets it and the next read asks the upstream again. A dispatch screen open in
 * several tabs, or several components asking for the same list at once, then costs the upstream one
 * call instead of one per caller.
 *
 * Only GETs share, and only with the same session token, method and path (which holds the query
 * string). A read joined must not miss a change its caller could know about, so `forget()` is called
 * after every write the gateway forwards and on every upstream event: a read started afterwards asks
 * the upstream afresh instead of joining one that may have started before the change.
 */
export class InFlightReads<T> {
  private readonly running = new Map<string, Promise<T>>();

  /** `read()`'s answer, shared with every identical read that starts before it settles. */
  share(identity: ReadIdentity, read: () => Promise<T>): Promise<T> {
    if (identity.method !== 'GET') {
      return read();
    }
    const key = `${identity.method} ${identity.path}\n${identity.token}`;
    const running = this.running.get(key);
    if (running) {
      return running;
    }
    const reading = read();
    this.running.set(key, reading);
    const settled = (): void => {
      // Not a later read of the same key that started after a `forget()`.
      if (this.running.get(key) === reading) {
        this.running.delete(key);
      }
    };
    reading.then(settled, settled);
    return reading;
  }

  /** Reads that start from now on ask the upstream afresh (those in flight still answer their callers). */
  forget(): void {
    this.running.clear();
  }

  /** How many distinct reads are in flight. */
  get size(): number {
    return this.running.size;
  }
}
