/**
 * Every screen has its tests at both sizes; a test of something no screen size changes (headers, a
 * price rule, a race between dispatchers, an undo, a live update, a form's rules) runs at the
 * desktop size only, which keeps the suite within CI's time. The phone project leaves out every
 * test tagged so (web/playwright.config.ts), before any page or session is made for it.
 */
export const ONE_SIZE_TAG = '@one-size';

/** The test's details: `test('…', oneSize, async ({ page }) => …)`. */
export const oneSize = { tag: ONE_SIZE_TAG };
