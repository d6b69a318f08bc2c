/**
 * Which pre-orders this browser has already been reminded of: order number → the pre-order's time
 * (ms), in localStorage, so neither a reload nor another tab of the admin repeats a reminder.
 */
export const REMINDED_STORAGE_KEY = 'taxi.admin.preorderReminders';

// Entries of pre-orders long past are dropped, so the record stays small over months of use.
const KEEP_AFTER_MS = 2 * 24 * 60 * 60_000;

type Reminded = Record<string, number>;

function read(): Reminded {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(REMINDED_STORAGE_KEY) ?? '{}');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return {};
    }
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/**
 * Claims the reminder of one pre-order: true the first time in this browser (and records it),
 * false ever after. Synchronous, so a check and its record can never interleave within a tab.
 * `inPage` is the page's own record, which still holds when the browser keeps no storage.
 */
export function claimReminder(
  orderNumber: number,
  atMs: number,
  nowMs: number,
  inPage: Set<number>,
): boolean {
  if (inPage.has(orderNumber)) {
    return false;
  }
  const reminded = read();
  if (String(orderNumber) in reminded) {
    inPage.add(orderNumber);
    return false;
  }
  inPage.add(orderNumber);
  const kept = Object.entries(reminded).filter(([, at]) => at > nowMs - KEEP_AFTER_MS);
  try {
    window.localStorage.setItem(
      REMINDED_STORAGE_KEY,
      JSON.stringify(Object.fromEntries([...kept, [String(orderNumber), atMs]])),
    );
  } catch {
    // No storage: `inPage` keeps it for this page.
  }
  return true;
}

type LockManagerLike = { request: (name: string, callback: () => unknown) => Promise<unknown> };

/**
 * Runs `claim` so that two tabs of the admin due to remind at the same moment take turns (Web Locks,
 * where the browser has them): only the first one tells the dispatcher.
 */
export function withReminderLock(claim: () => void): void {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (!locks) {
    claim();
    return;
  }
  locks.request(REMINDED_STORAGE_KEY, claim).catch(() => claim());
}
