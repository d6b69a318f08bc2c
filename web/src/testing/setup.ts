// Vitest's setupFiles: what every web test needs, once (jest-dom matchers, an empty DOM between tests,
// and the fake gateway behind `fetch`, so no test reaches a network and each says what it calls).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadToastParts } from '@/components/ui/use-toast-parts';
import { onCallMisuse } from '@/lib/api-client';
import { unlockScreen } from '@/lib/session-lock';
import { fakeApi } from './fake-api';

// A call that cannot be made (a path parameter without a value, say) fails the test at once, naming
// what is missing, rather than leaving it to wait for a screen that never comes. Test files share a
// worker (vite.config.ts): each file subscribes and wraps once, and puts things back when it ends.
const reactConfig = getConfig();
let stopNotingMisuse = () => {};
beforeAll(async () => {
  // The app fetches the toasts' drawing code with the first toast; here it is there from the start, so
  // a toast shows in the same render that asks for it.
  await loadToastParts();
  stopNotingMisuse = onCallMisuse((error) => fakeApi.noteMisuse(error));
  configure({
    asyncWrapper: (callback) => Promise.race([reactConfig.asyncWrapper(callback), fakeApi.misused()]),
    // findBy… and waitFor wait for what a screen shows; on a busy machine that may take more than 1 s.
    asyncUtilTimeout: 10_000,
  });
});
afterAll(() => {
  stopNotingMisuse();
  // eslint-disable-next-line @typescript-eslint/unbound-method -- a plain function of RTL's config, put back as it was
  configure({ asyncWrapper: reactConfig.asyncWrapper });
  leaveThePageAsFound();
});

/** What a file may have left in the shared page: markup outside React, storage, cookies, timers, stubs, a lock. */
function leaveThePageAsFound(): void {
  // A file that renders as the prerenderer does runs in Node, without a page (i18n/translations.test.ts).
  if (typeof document === 'undefined') {
    return;
  }
  unlockScreen();
  document.body.replaceChildren();
  document.head.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`;
  }
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

beforeEach(() => {
  vi.stubGlobal('fetch', fakeApi.fetch);
});

afterEach(() => {
  // Unmounting first lets pending queries abort before the fake forgets them.
  cleanup();
  const unexpected = fakeApi.reset();
  if (unexpected.length > 0) {
    throw new Error(`The test made calls it gave no answer for or could not make:\n${unexpected.join('\n')}`);
  }
});
