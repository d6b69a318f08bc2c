export type NavigationKey = 'ArrowDown' | 'ArrowUp';

/**
 * The highlighted option after a key press, wrapping around like the WAI-ARIA combobox pattern.
 * -1 means nothing is highlighted (no options).
 */
export function nextActiveIndex(current: number, count: number, key: NavigationKey): number {
  if (count <= 0) {
    return -1;
  }
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
  }
}

/** Enter picks the highlighted option, or the best (first) match when none is highlighted yet. */
export function indexToPick(active: number, count: number): number {
  if (count <= 0) {
    return -1;
  }
  return active >= 0 && active < count ? active : 0;
}
