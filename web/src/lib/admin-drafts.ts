// Unsent input of an admin screen, kept in this tab (sessionStorage) so that a session ending
// mid-shift (401 → /login → back) does not lose it. Each draft names the admin who typed it and
// the address it belongs to, and is read back only for both: never for another admin.
const DRAFT_PREFIX = 'taxi.admin.draft.';
// Browser-wide like the session cookie it stands beside; a tag of the name, not the name itself.
const SIGNED_IN_KEY = 'taxi.admin.signedInAs';

type StoredDraft = { owner: string; at: string; value: unknown };

function drafts(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function signedInAdmin(): string | null {
  try {
    return window.localStorage.getItem(SIGNED_IN_KEY);
  } catch {
    return null;
  }
}

/** FNV-1a: enough to tell two user names apart, without keeping the name. */
function tagOf(username: string): string {
  let hash = 0x811c9dc5;
  for (const character of username.trim()) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * A successful sign-in: an admin other than the one before starts without the previous one's
 * drafts (this tab's are removed; another tab's are refused when read). True when it is the same
 * admin as before.
 */
export function rememberSignedInAdmin(username: string): boolean {
  const tag = tagOf(username);
  const same = signedInAdmin() === tag;
  if (!same) {
    clearAdminDrafts();
  }
  try {
    window.localStorage.setItem(SIGNED_IN_KEY, tag);
  } catch {
    // Without storage no draft is kept either.
  }
  return same;
}

/** A deliberate logout: no draft stays behind for whoever signs in next. */
export function forgetSignedInAdmin(): void {
  clearAdminDrafts();
  try {
    window.localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The address a draft belongs to: the path and its query, in one spelling however it was encoded. */
export function draftAddress(page: { pathname: string; search: string }): string {
  const query = new URLSearchParams(page.search);
  query.sort();
  const search = query.toString();
  return search ? `${page.pathname}?${search}` : page.pathname;
}

/** Keeps `value` as the draft `name` at `at`; nothing is kept while nobody known is signed in. */
export function saveAdminDraft(name: string, at: string, value: unknown): void {
  const store = drafts();
  const owner = signedInAdmin();
  if (!store) {
    return;
  }
  if (owner === null) {
    store.removeItem(DRAFT_PREFIX + name);
    return;
  }
  try {
    store.setItem(DRAFT_PREFIX + name, JSON.stringify({ owner, at, value } satisfies StoredDraft));
  } catch {
    // A full storage keeps no draft; the form itself still holds what was typed.
  }
}

/** The draft `name` at `at`, typed by the admin signed in now; anyone else's is dropped. */
export function readAdminDraft(name: string, at: string): unknown {
  const store = drafts();
  const text = store?.getItem(DRAFT_PREFIX + name);
  if (!store || !text) {
    return undefined;
  }
  let draft: Partial<StoredDraft> | null;
  try {
    draft = JSON.parse(text) as Partial<StoredDraft>;
  } catch {
    draft = null;
  }
  const owner = signedInAdmin();
  if (draft === null || owner === null || draft.owner !== owner) {
    store.removeItem(DRAFT_PREFIX + name);
    return undefined;
  }
  return draft.at === at ? draft.value : undefined;
}

export function clearAdminDraft(name: string): void {
  drafts()?.removeItem(DRAFT_PREFIX + name);
}

/** Every admin draft of this tab. */
export function clearAdminDrafts(): void {
  const store = drafts();
  if (!store) {
    return;
  }
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(DRAFT_PREFIX) === true,
  );
  for (const key of keys) {
    store.removeItem(key);
  }
}
