import type { QueryClient, QueryKey } from '@tanstack/react-query';

export type BatchedInvalidator = {
  add: (keys: readonly QueryKey[]) => void;
  cancel: () => void;
};

/**
 * Collects query keys for a short moment and invalidates each once: a burst of ride events
 * (a driver accepting, picking up, completing) reloads a 10,000-row list once, not five times.
 */
export function createBatchedInvalidator(client: QueryClient, delayMs = 100): BatchedInvalidator {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    const keys = [...pending.values()];
    pending.clear();
    for (const queryKey of keys) {
      void client.invalidateQueries({ queryKey });
    }
  };

  return {
    add(keys) {
      for (const key of keys) {
        pending.set(JSON.stringify(key), key);
      }
      if (timer === undefined && pending.size > 0) {
        timer = setTimeout(flush, delayMs);
      }
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
