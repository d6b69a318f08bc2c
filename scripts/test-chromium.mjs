import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the test suites drive: Debian's headless build of Chromium (package
 * chromium-headless-shell: the same engine and version as its `chromium`, without the desktop browser
 * around it, about a fifth less CPU per browser test), else Debian's `chromium`; CHROME_PATH wins.
 */
export const testChromiumPath =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
