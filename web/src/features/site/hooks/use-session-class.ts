import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { hasSessionHint } from '@/lib/session-hint';
import { SESSION_CLASS } from '@/config/nav-items';

/**
 * The head script marks <html> once per page load; after client-side navigation (a login, a
 * logout) the mark is refreshed from the cookie so the header shows the right entry.
 */
export function useSessionClass(): void {
  const { key } = useLocation();
  useEffect(() => {
    document.documentElement.classList.toggle(SESSION_CLASS, hasSessionHint());
  }, [key]);
}
