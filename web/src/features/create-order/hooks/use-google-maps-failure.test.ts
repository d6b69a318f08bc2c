import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetGoogleMapsFailure,
  useGoogleMapsFailed,
  watchGoogleAuthFailure,
} from './use-google-maps-failure';

type PageWithHook = Window & { gm_authFailure?: () => void };

describe("Google's map failing on this page", () => {
  afterEach(() => forgetGoogleMapsFailure());

  it('is recorded when Google refuses the key, for every map of the page, and keeps a hook the page had', () => {
    const earlier = vi.fn();
    (window as PageWithHook).gm_authFailure = earlier;
    watchGoogleAuthFailure();
    watchGoogleAuthFailure();
    const first = renderHook(() => useGoogleMapsFailed());
    const second = renderHook(() => useGoogleMapsFailed());
    expect(first.result.current).toBe(false);

    act(() => (window as PageWithHook).gm_authFailure?.());
    expect(first.result.current).toBe(true);
    expect(second.result.current).toBe(true);
    expect(earlier).toHaveBeenCalledTimes(1);
  });
});
