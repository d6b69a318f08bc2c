import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * True once the screen's first loads are done: a frame passes with no query fetching. The layout
 * is then the loaded one (tables in place of their skeletons), so what is below the first screen
 * really is. Stays true.
 */
export function useFirstLoadsSettled(): boolean {
  const queryClient = useQueryClient();
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || fetching > 0) {
      return undefined;
    }
    // Read the cache itself a frame later: the count above is batched and may lag behind
    // fetches that the screen's components started as they mounted.
    const frame = requestAnimationFrame(() => {
      if (queryClient.isFetching() === 0) {
        setSettled(true);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [fetching, settled, queryClient]);
  return settled;
}
