import { afterEach, describe, expect, it } from 'vitest';
import {
  clearAdminDrafts,
  draftAddress,
  forgetSignedInAdmin,
  readAdminDraft,
  rememberSignedInAdmin,
  saveAdminDraft,
} from './admin-drafts';

const AT = '/admin/orders/create';

describe('admin drafts', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('come back for the admin who typed them, at the same address', () => {
    rememberSignedInAdmin('dispecer');
    saveAdminDraft('create-order', AT, { name: 'Jana Nováková' });
    // The same admin again (signing in after a lock, say): said so, and the draft stays.
    expect(rememberSignedInAdmin('dispecer')).toBe(true);
    expect(readAdminDraft('create-order', AT)).toEqual({ name: 'Jana Nováková' });
    expect(readAdminDraft('create-order', `${AT}?phone=777`)).toBeUndefined();
  });

  it('never reach another admin: signing in as someone else drops them', () => {
    expect(rememberSignedInAdmin('dispecer')).toBe(false);
    saveAdminDraft('create-order', AT, { name: 'Jana Nováková' });
    expect(rememberSignedInAdmin('jiny')).toBe(false);
    expect(readAdminDraft('create-order', AT)).toBeUndefined();
    // Also a draft another tab kept: refused when read, and dropped.
    rememberSignedInAdmin('dispecer');
    saveAdminDraft('create-order', AT, { name: 'Jana Nováková' });
    window.localStorage.setItem('taxi.admin.signedInAs', 'someone-else');
    expect(readAdminDraft('create-order', AT)).toBeUndefined();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('go with a logout, with the name of who signed in', () => {
    rememberSignedInAdmin('dispecer');
    saveAdminDraft('create-order', AT, { name: 'Jana Nováková' });
    forgetSignedInAdmin();
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem('taxi.admin.signedInAs')).toBeNull();
  });

  it('keep no name in storage, and nothing at all while nobody known is signed in', () => {
    saveAdminDraft('create-order', AT, { name: 'Jana Nováková' });
    expect(window.sessionStorage.length).toBe(0);
    rememberSignedInAdmin('dispecer');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('dispecer');
  });

  it('clearing takes only drafts', () => {
    window.sessionStorage.setItem('other', '1');
    rememberSignedInAdmin('dispecer');
    saveAdminDraft('a', AT, 1);
    saveAdminDraft('b', AT, 2);
    clearAdminDrafts();
    expect(Object.keys({ ...window.sessionStorage })).toEqual(['other']);
  });

  it('name an address one way however its query was spelled', () => {
    expect(draftAddress({ pathname: AT, search: '?phone=%2B420777&b=1' })).toBe(
      draftAddress({ pathname: AT, search: '?b=1&phone=+420777'.replace('+', '%2B') }),
    );
    expect(draftAddress({ pathname: AT, search: '' })).toBe(AT);
  });
});
