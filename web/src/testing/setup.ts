// Vitest's setupFiles: what every web test needs, once (jest-dom matchers, an empty DOM between tests,
// and the fake gateway behind `fetch`, so no test reaches a network and each says what it calls).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeApi } from './fake-api';

beforeEach(() => {
  vi.stubGlobal('fetch', fakeApi.fetch);
});

afterEach(() => {
  // Unmounting first lets pending queries abort before the fake forgets them.
  cleanup();
  const unexpected = fakeApi.reset();
  if (unexpected.length > 0) {
    throw new Error(`The test made calls it gave no answer for:\n${unexpected.join('\n')}`);
  }
});
