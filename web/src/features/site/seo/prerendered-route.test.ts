import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MARKER, SHELL_MARKER, shouldHydrate } from './prerendered-route';

describe('which prerendered markup the client hydrates', () => {
  it('hydrates the page prerendered for this path, with or without a trailing slash', () => {
    expect(shouldHydrate('/', '/')).toBe(true);
    expect(shouldHydrate('/galerie', '/galerie')).toBe(true);
    expect(shouldHydrate('/galerie', '/galerie/')).toBe(true);
  });

  it('renders afresh over a page that was served for another path', () => {
    expect(shouldHydrate('/', '/admin/dashboard')).toBe(false);
    expect(shouldHydrate('/', '/neexistuje')).toBe(false);
    expect(shouldHydrate(SHELL_MARKER, '/admin/orders')).toBe(false);
    expect(shouldHydrate(undefined, '/')).toBe(false);
  });

  it('hydrates the 404 page on unknown public paths only', () => {
    expect(shouldHydrate(NOT_FOUND_MARKER, '/neexistuje')).toBe(true);
    expect(shouldHydrate(NOT_FOUND_MARKER, '/galerie')).toBe(false);
    expect(shouldHydrate(NOT_FOUND_MARKER, '/admin/nic')).toBe(false);
  });
});

describe('the German and English pages', () => {
  it('hydrate under their own paths, the home page with or without its slash', () => {
    expect(shouldHydrate('/de', '/de/')).toBe(true);
    expect(shouldHydrate('/de', '/de')).toBe(true);
    expect(shouldHydrate('/en/gallery', '/en/gallery')).toBe(true);
    expect(shouldHydrate(NOT_FOUND_MARKER, '/de/nichts')).toBe(true);
    expect(shouldHydrate(NOT_FOUND_MARKER, '/en/gallery')).toBe(false);
  });
});
