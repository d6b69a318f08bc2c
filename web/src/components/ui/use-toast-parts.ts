import { useEffect, useState } from 'react';

export type ToastParts = typeof import('./toast-parts');

let loaded: ToastParts | undefined;
let loading: Promise<ToastParts> | undefined;

/** The toasts' code if it has come. */
export function loadedToastParts(): ToastParts | undefined {
  return loaded;
}

/**
 * The toasts' code (drawing, undo queue), fetched once (a failed fetch is tried again by the next caller): every
 * admin screen opens with the toasts' provider, and most open with no toast to show.
 */
export function loadToastParts(): Promise<ToastParts> {
  loading ??= import('./toast-parts').then(
    (parts) => (loaded = parts),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The drawing code once `needed` (there is something to show), else what an earlier caller loaded.
 * Should the fetch fail (offline, or a deploy removed the chunk), the next change of `attempt` tries again.
 */
export function useToastParts(needed: boolean, attempt: unknown): ToastParts | undefined {
  const [parts, setParts] = useState(loaded);
  useEffect(() => {
    if (parts || !needed) {
      return undefined;
    }
    let current = true;
    loadToastParts().then(
      (done) => current && setParts(done),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [parts, needed, attempt]);
  return parts ?? loaded;
}
