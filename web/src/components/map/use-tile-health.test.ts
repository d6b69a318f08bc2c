import { act, renderHook } from '@testing-library/react';
import type { TileLayer } from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TILE_RETRY_MS, useTileHealth } from './use-tile-health';

describe('useTileHealth', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails over after two tile errors without a loaded tile, and recovers at the next loaded tile', () => {
    const { result } = renderHook(() => useTileHealth());
    act(() => result.current.eventHandlers.tileerror());
    expect(result.current.failing).toBe(false);
    act(() => result.current.eventHandlers.tileload());
    act(() => result.current.eventHandlers.tileerror());
    expect(result.current.failing).toBe(false);
    act(() => result.current.eventHandlers.tileerror());
    expect(result.current.failing).toBe(true);
    act(() => result.current.eventHandlers.tileload());
    expect(result.current.failing).toBe(false);
  });

  it('asks for the tiles again now and then while failing, and stops once they load', () => {
    vi.useFakeTimers();
    const redraw = vi.fn();
    const { result } = renderHook(() => useTileHealth());
    result.current.layer.current = { redraw } as unknown as TileLayer;
    act(() => {
      vi.advanceTimersByTime(TILE_RETRY_MS * 2);
    });
    expect(redraw).not.toHaveBeenCalled();
    act(() => {
      result.current.eventHandlers.tileerror();
      result.current.eventHandlers.tileerror();
    });
    act(() => {
      vi.advanceTimersByTime(TILE_RETRY_MS);
    });
    expect(redraw).toHaveBeenCalledTimes(1);
    act(() => result.current.eventHandlers.tileload());
    act(() => {
      vi.advanceTimersByTime(TILE_RETRY_MS * 2);
    });
    expect(redraw).toHaveBeenCalledTimes(1);
  });
});
