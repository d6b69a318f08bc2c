/** localStorage key of the popup's seen flag; web/index.html's head script reads the same key. */
export const POSTER_SEEN_KEY = 'popupSeen';
/** Class the head script puts on <html> when the flag is set, so the popup never flashes. */
export const POSTER_SEEN_CLASS = 'poster-seen';

const listeners = new Set<() => void>();

export function readPosterSeen(): boolean {
  try {
    return window.localStorage.getItem(POSTER_SEEN_KEY) !== null;
  } catch {
    // Storage can be blocked (privacy settings): then the popup simply shows.
    return false;
  }
}

export function markPosterSeen(): void {
  try {
    window.localStorage.setItem(POSTER_SEEN_KEY, 'true');
  } catch {
    // Not remembered across visits, but this visit still closes it.
  }
  document.documentElement.classList.add(POSTER_SEEN_CLASS);
  listeners.forEach((listener) => listener());
}

export function subscribePosterSeen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
