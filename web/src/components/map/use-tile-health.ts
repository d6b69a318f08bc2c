import type { TileLayer } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';

/** Two failed tiles with none loaded in between: the tile server is not there (no timeout to wait for). */
const ERRORS_BEFORE_FALLBACK = 2;
/** While failing, the visible tiles are asked for again this often, so the real map comes back by itself. */
export const TILE_RETRY_MS = 30_000;

type Health = { errors: number; failing: boolean };
const HEALTHY: Health = { errors: 0, failing: false };

/**
 * Watches a tile layer's `tileerror` and `tileload` events: `failing` turns true after a couple of
 * errors without a success and false at the next loaded tile. Pass `ref` to the TileLayer.
 */
export function useTileHealth() {
  const [health, setHealth] = useState(HEALTHY);
  // A ref, not state: react-leaflet hands the layer to its ref again on every render.
  const layer = useRef<TileLayer>(null);
  const eventHandlers = useMemo(
    () => ({
      // Unchanged state is returned as it is, so a burst of tile events re-renders nothing.
      tileerror: () =>
        setHealth((current) =>
          current.failing
            ? current
            : { errors: current.errors + 1, failing: current.errors + 1 >= ERRORS_BEFORE_FALLBACK },
        ),
      tileload: () => setHealth((current) => (current === HEALTHY ? current : HEALTHY)),
    }),
    [],
  );
  const { failing } = health;
  useEffect(() => {
    if (!failing) {
      return undefined;
    }
    const timer = window.setInterval(() => layer.current?.redraw(), TILE_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [failing]);
  return { failing, eventHandlers, layer };
}
