import { test } from '@playwright/test';

/**
 * Every screen has its tests at both sizes; a test of something no screen size changes (headers, a
 * price rule, a race between dispatchers, an undo, a live update) runs at the desktop size only,
 * which keeps the suite within CI's time.
 */
export const ONE_SIZE = 'the same at every screen size: checked at the desktop size';

/** Call first in such a test. */
export function atOneSize(isMobile: boolean): void {
  test.skip(isMobile, ONE_SIZE);
}
