/**
 * A full page load of `path` in place of the current history entry. Leaving the admin this way
 * drops everything it held in memory, and the page loads its own entry (the admin's app shells
 * do not carry the public pages; see docs/adr/0033-two-browser-entries.md).
 */
export function replacePage(path: string): void {
  window.location.replace(path);
}
