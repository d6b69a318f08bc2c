import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_RESTORED, useCreateOrderForm } from '@/features/create-order/hooks/use-create-order-form';
import { rememberSignedInAdmin, saveAdminDraft } from '@/lib/admin-drafts';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CreateOrderForm } from './create-order-form';

function Screen() {
  return <CreateOrderForm form={useCreateOrderForm()} />;
}

function setup() {
  renderWithProviders(<Screen />, { at: '/admin/orders/create' });
  const user = userEvent.setup();
  return {
    user,
    from: screen.getByRole('combobox', { name: 'Odkud' }),
    people: screen.getByRole('spinbutton', { name: 'Počet osob' }),
    send: () => user.click(screen.getByRole('button', { name: 'Odeslat' })),
  };
}

// The whole form with its queries renders in seconds on a busy machine: more room than the 5 s default.
describe('create-order form', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Every list is empty and the tariff never comes; the route is never asked for without both places.
    for (const list of ['driverList', 'userList', 'vipList', 'orderList'] as const) {
      fakeApi.on(list, []);
    }
    fakeApi.on('tariff', FakeReply.never());
  });

  it('asks for both places from the list, marks and focuses the first, and sends nothing', async () => {
    const { from, send } = setup();
    await send();
    expect(await screen.findByText('Vyberte místo vyzvednutí ze seznamu')).toBeVisible();
    expect(screen.getByText('Vyberte cíl cesty ze seznamu')).toBeVisible();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(from).toHaveFocus());
    expect(fakeApi.requests('orderCreate')).toEqual([]);
  });

  it('says in Czech what is wrong with the name, phone and persons, at their fields', async () => {
    const { user, people, send } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Jméno zákazníka' }), 'Jana');
    await user.type(screen.getByRole('textbox', { name: 'Telefon' }), '777-123');
    await user.clear(people);
    await user.type(people, '0');
    await send();
    expect(await screen.findByText('Zadejte telefon číslicemi, např. +420 777 123 456')).toBeVisible();
    expect(screen.getByText('Zadejte počet osob od 1 do 8')).toBeVisible();
    expect(people).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Jméno může/)).toBeNull();
  });

  it('warns about too many persons while typing, and keeps saying it after a refused submit', async () => {
    const { user, people, send } = setup();
    await user.clear(people);
    await user.type(people, '9');
    expect(screen.getByText('Maximálně 8 osob')).toBeVisible();
    await send();
    await waitFor(() => expect(people).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Maximálně 8 osob')).toHaveLength(1);
    await user.clear(people);
    await user.type(people, '3');
    await waitFor(() => expect(screen.queryByText('Maximálně 8 osob')).toBeNull());
  });

  describe('an unsent draft', () => {
    const DRAFT = {
      pickup: { lat: 50.5335, lng: 14.1318, name: 'Mírové náměstí 1, 412 01 Litoměřice, Česko' },
      destination: null,
      name: 'Jana Nováková',
      phone: '+420 777 123 456',
      people: '3',
      driverId: '-1',
    };
    afterEach(() => {
      window.sessionStorage.clear();
      window.localStorage.clear();
    });

    it('comes back for the admin who typed it, and says so', async () => {
      fakeApi.on('fleetNearest', FakeReply.never());
      rememberSignedInAdmin('dispecer');
      saveAdminDraft('create-order', '/admin/orders/create', DRAFT);
      const { user, people } = setup();
      expect(screen.getByRole('combobox', { name: 'Odkud' })).toHaveValue(DRAFT.pickup.name);
      expect(screen.getByRole('textbox', { name: 'Jméno zákazníka' })).toHaveValue('Jana Nováková');
      expect(screen.getByRole('textbox', { name: 'Telefon' })).toHaveValue('+420 777 123 456');
      expect(people).toHaveValue(3);
      expect(await screen.findByText(DRAFT_RESTORED)).toBeInTheDocument();
      // Kept as it changes.
      await user.type(screen.getByRole('textbox', { name: 'Jméno zákazníka' }), 'ová');
      await waitFor(() =>
        expect(window.sessionStorage.getItem('taxi.admin.draft.create-order')).toContain('Jana Novákováová'),
      );
    });

    it('is not shown to another admin', () => {
      rememberSignedInAdmin('dispecer');
      saveAdminDraft('create-order', '/admin/orders/create', DRAFT);
      rememberSignedInAdmin('jiny-dispecer');
      setup();
      expect(screen.getByRole('textbox', { name: 'Jméno zákazníka' })).toHaveValue('');
      expect(screen.queryByText(DRAFT_RESTORED)).toBeNull();
    });
  });
});
