import { describe, expect, it, vi } from 'vitest';

describe("the toasts' lazily loaded code", () => {
  it('is fetched again by the next caller after a failed download, then kept', async () => {
    // A fresh copy of the loader (the test setup has loaded the toasts for every other test).
    vi.resetModules();
    // The chunk as a deploy that removed it serves it: the download fails.
    vi.doMock('./toast-parts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadedToastParts, loadToastParts } = await import('./use-toast-parts');
    await expect(loadToastParts()).rejects.toThrow();
    expect(loadedToastParts()).toBeUndefined();

    vi.doUnmock('./toast-parts');
    const parts = await loadToastParts();
    expect(parts.createUndoQueue).toBeTypeOf('function');
    expect(loadedToastParts()).toBe(parts);
    expect(await loadToastParts()).toBe(parts);
  });
});
