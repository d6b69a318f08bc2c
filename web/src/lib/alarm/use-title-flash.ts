import { useEffect } from 'react';

export const FLASH_INTERVAL_MS = 1_000;
/** The tab title of an open SOS alert (the SOS strip, the lock screen). */
export const SOS_FLASH_TITLE = '🚨 SOS!';

/** Alternates the tab title between `flashTitle` and the page's own title while `active` (SOS, web orders). */
export function useTitleFlash(active: boolean, flashTitle: string): void {
  useEffect(() => {
    if (!active) {
      return undefined;
    }
    let base = document.title;
    const tick = () => {
      // Navigation may change the page's title meanwhile: whatever is not ours is the new base.
      if (document.title !== flashTitle) {
        base = document.title;
        document.title = flashTitle;
      } else {
        document.title = base;
      }
    };
    tick();
    const timer = setInterval(tick, FLASH_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      if (document.title === flashTitle) {
        document.title = base;
      }
    };
  }, [active, flashTitle]);
}
