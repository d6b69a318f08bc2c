// Vitest's setupFiles: what every web test needs, once (jest-dom matchers, an empty DOM between tests).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
