import { useCallback, useState, useSyncExternalStore } from 'react';
import { theme } from '@/theme/theme';

const STORAGE_KEY = 'taxi.admin.drawerOpen';
// Below the md breakpoint the drawer is an overlay opened by the top bar's menu button.
const SMALL_SCREEN = `(max-width: calc(${theme.breakpoint.md} - 0.02px))`;

function readStoredOpen(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== '0';
  } catch {
    return true;
  }
}

function subscribeSmallScreen(onChange: () => void): () => void {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export type DrawerState = {
  /** Small screen: the drawer is an overlay. */
  overlay: boolean;
  /** Wide screen: full drawer (true) or the icon strip (false); remembered in this browser. */
  expanded: boolean;
  toggleExpanded: () => void;
  /** Small screen: the overlay is shown. */
  overlayOpen: boolean;
  setOverlayOpen: (open: boolean) => void;
};

export function useDrawerState(): DrawerState {
  const overlay = useSyncExternalStore(
    subscribeSmallScreen,
    () => window.matchMedia(SMALL_SCREEN).matches,
    () => false,
  );
  const [expanded, setExpanded] = useState(readStoredOpen);
  const [overlayOpen, setOverlayOpen] = useState(false);

  const toggleExpanded = useCallback(() => {
    setExpanded((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
      } catch {
        // Without storage the choice lasts until the page reloads.
      }
      return next;
    });
  }, []);

  return { overlay, expanded, toggleExpanded, overlayOpen: overlay && overlayOpen, setOverlayOpen };
}
