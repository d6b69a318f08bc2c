import { afterEach, describe, expect, it } from 'vitest';
import { rememberSignedInAdmin, saveAdminDraft } from '@/lib/admin-drafts';
import { clearOrderDraft, readOrderDraft, saveOrderDraft } from './order-draft';
import { INITIAL_ORDER_FORM, type OrderFormValues } from './order-form';

const AT = '/admin/orders/create';
const typed: OrderFormValues = {
  ...INITIAL_ORDER_FORM,
  pickup: { lat: 50.5336, lng: 14.1318, name: 'Mírové náměstí, Litoměřice' },
  name: 'Jana Nováková',
  phone: '777 123 456',
  people: '3',
};

describe('the create-order draft', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('comes back as typed, for the same admin at the same address', () => {
    rememberSignedInAdmin('dispecer');
    saveOrderDraft(AT, typed);
    expect(readOrderDraft(AT)).toEqual(typed);
    clearOrderDraft();
    expect(readOrderDraft(AT)).toBeNull();
  });

  it('keeps nothing for an untouched form', () => {
    rememberSignedInAdmin('dispecer');
    saveOrderDraft(AT, INITIAL_ORDER_FORM);
    expect(readOrderDraft(AT)).toBeNull();
  });

  it('is not offered when it no longer fits the form', () => {
    rememberSignedInAdmin('dispecer');
    saveAdminDraft('create-order', AT, { ...typed, pickup: { lat: 120, lng: 14, name: 'Mimo' } });
    expect(readOrderDraft(AT)).toBeNull();
    saveAdminDraft('create-order', AT, { ...typed, people: 3 });
    expect(readOrderDraft(AT)).toBeNull();
    saveAdminDraft('create-order', AT, 'rozepsáno');
    expect(readOrderDraft(AT)).toBeNull();
  });
});
