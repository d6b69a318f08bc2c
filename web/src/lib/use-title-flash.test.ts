import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTitleFlash } from './use-title-flash';

describe('useTitleFlash', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.title = 'Objednávky – Administrace';
  });
  afterEach(() => vi.useRealTimers());

  it('alternates the alarm title with the page title and restores it when stopped', () => {
    const { rerender } = renderHook(({ active }) => useTitleFlash(active, '🚨 SOS!'), {
      initialProps: { active: true },
    });
    expect(document.title).toBe('🚨 SOS!');
    vi.advanceTimersByTime(1_000);
    expect(document.title).toBe('Objednávky – Administrace');
    vi.advanceTimersByTime(1_000);
    expect(document.title).toBe('🚨 SOS!');
    rerender({ active: false });
    expect(document.title).toBe('Objednávky – Administrace');
  });

  it('follows a title the page changes meanwhile', () => {
    renderHook(() => useTitleFlash(true, '🚨 SOS!'));
    vi.advanceTimersByTime(1_000);
    document.title = 'Dashboard – Administrace';
    vi.advanceTimersByTime(1_000);
    expect(document.title).toBe('🚨 SOS!');
    vi.advanceTimersByTime(1_000);
    expect(document.title).toBe('Dashboard – Administrace');
  });
});
