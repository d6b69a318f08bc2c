// Vitest's setupFiles: what every web test needs, once (jest-dom matchers, an empty DOM between tests,
// and the fake gateway behind `fetch`, so no test reaches a network and each says what it calls).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { onCallMisuse } from '@/lib/api-client';
import { fakeApi } from './fake-api';

// A call that cannot be made (a path parameter without a value, say) fails the test at once, naming
// what is missing, rather than leaving it to wait for a screen that never comes.
onCallMisuse((error) => fakeApi.noteMisuse(error));
const reactConfig = getConfig();
configure({
  asyncWrapper: (callback) => Promise.race([reactConfig.asyncWrapper(callback), fakeApi.misused()]),
});

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
