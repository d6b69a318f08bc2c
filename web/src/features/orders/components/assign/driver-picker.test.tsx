import { type Driver, extensionFlags, type OrderEntry } from '@taxi/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { orderEntry, preorderEntry } from '@/features/orders/utils/order-fixtures.test-helpers';
import { AssignDriverButton } from './assign-driver-button';
// Loaded up front, so the provider's lazy picker opens within the fake clock's steps.
import './driver-picker-dialog';

const driver = (id: number, last_name: string, phone: string): Driver => ({
  id,
  id_user: id + 100,
  user: { id: id + 100, first_name: 'Petr', last_name, phone, email: null },
});
const DRIVERS = [
  driver(7, 'Novák', '777 100 200'),
  driver(8, 'Veselý', '605 300 400'),
  driver(9, 'Černý', ''),
];
const NEAR_CAR = {
  carID: 'c-1',
  spz: '5U1 2345',
  driver: 'Veselý Petr',
  position: { latitude: 50.53, longitude: 14.13 },
  stale: false,
  durationSeconds: 240,
  distanceMetres: 1900,
};

let orders: OrderEntry[] = [];

async function settle() {
  for (let step = 0; step < 4; step += 1) {
    await act(() => vi.advanceTimersByTimeAsync(1));
  }
}

/** The order's button as a screen shows it, with the server's extensions as given. */
async function showButton(entry: OrderEntry, orderAssign: boolean) {
  orders = [entry];
  fakeApi.on('orderList', () => orders);
  fakeApi.on('upstreamExtensions', () => extensionFlags(orderAssign ? ['orderAssign'] : []));
  fakeApi.on('driverList', () => DRIVERS);
  fakeApi.on('fleetNearest', () => ({
    vehicles: [NEAR_CAR],
    fetchedAt: '2026-11-23T11:59:55Z',
    routing: 'memory',
  }));
  const view = renderWithProviders(<AssignDriverButton entry={entry} />, { at: '/admin/orders' });
  view.queryClient.setQueryData(queryKeys.orders, orders);
  await settle();
  return view;
}

async function openPicker(name: RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
  return screen.getByRole('dialog');
}

const filter = () => screen.getByRole('combobox', { name: 'Hledat řidiče podle jména nebo telefonu' });
const press = (key: string) => fireEvent.keyDown(filter(), { key });

describe('the driver picker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the nearest cars first, then every driver; Enter assigns after the undo window', async () => {
    const entry = orderEntry(
      { status: 'waiting', driver: null, driver_name: null },
      { id: 41, id_order: 2203 },
    );
    const { queryClient } = await showButton(entry, true);
    fakeApi.on('orderAssign', (request) => ({
      ...entry,
      ride: { ...entry.ride, driver_name: request.body.driver_name },
    }));
    const dialog = await openPicker(/^Přidělit řidiče/);
    expect(dialog).toHaveAccessibleName('Přidělit řidiče – objednávka č. 2203');
    const nearest = within(dialog).getByRole('group', { name: 'Nejbližší vozy' });
    expect(nearest).toHaveTextContent('Veselý Petr5U1 23451,9 kmza 4 min');
    const everyone = within(dialog).getByRole('group', { name: 'Všichni řidiči' });
    expect(
      within(everyone)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      expect.stringContaining('Černý Petr'),
      expect.stringContaining('Novák Petr'),
      expect.stringContaining('Veselý Petr'),
    ]);
    expect(filter()).toHaveFocus();
    // The nearest car is active at first; ↓ moves to the first driver of the list.
    press('ArrowDown');
    press('ArrowDown');
    press('Enter');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Objednávce č. 2203 bude přidělen řidič Novák Petr.',
    );
    // The screen shows the new driver at once; nothing is sent within the window.
    expect(queryClient.getQueryData<OrderEntry[]>(queryKeys.orders)?.[0]?.ride.driver_name).toBe('Novák');
    expect(fakeApi.requests('orderAssign')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(fakeApi.requests('orderAssign').map((request) => request.body)).toEqual([
      { id: 41, id_driver: 7, driver_name: 'Novák', expected_id_driver: null },
    ]);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Objednávka č. 2203: řidič Novák Petr.');
  });

  it('Zpět puts the previous driver back and sends nothing', async () => {
    const entry = orderEntry(
      { status: 'accepted', driver_name: 'Novák', id_driver: 7 },
      { id: 42, id_order: 2204 },
    );
    const { queryClient } = await showButton(entry, true);
    const dialog = await openPicker(/^Změnit řidiče/);
    // The order's own driver cannot be chosen again; "Bez řidiče" takes the driver off.
    const own = within(dialog).getAllByRole('option', { name: /Novák Petr/ });
    expect(own.every((option) => option.getAttribute('aria-disabled') === 'true')).toBe(true);
    expect(within(dialog).getByRole('option', { name: /Bez řidiče/ })).toBeInTheDocument();
    fireEvent.click(within(dialog).getAllByRole('option', { name: /Veselý Petr/ })[0]!);
    expect(queryClient.getQueryData<OrderEntry[]>(queryKeys.orders)?.[0]?.ride.driver_name).toBe('Veselý');
    fireEvent.click(screen.getByRole('button', { name: 'Zpět' }));
    expect(queryClient.getQueryData<OrderEntry[]>(queryKeys.orders)?.[0]?.ride.driver_name).toBe('Novák');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fakeApi.requests('orderAssign')).toEqual([]);
  });

  it('tells who has the order now when another dispatcher was quicker, and puts the row back', async () => {
    const entry = orderEntry(
      { status: 'waiting', driver: null, driver_name: null },
      { id: 43, id_order: 2205 },
    );
    const { queryClient } = await showButton(entry, true);
    fakeApi.on('orderAssign', () =>
      FakeReply.json(
        {
          message: 'Řidiče objednávky č. 2205 mezitím změnil někdo jiný.',
          current: { id_driver: 9, driver_name: 'Černý' },
        },
        { status: 409 },
      ),
    );
    await openPicker(/^Přidělit řidiče/);
    press('Enter');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Řidiče objednávky č. 2205 mezitím změnil někdo jiný. Teď ji má řidič Černý.',
    );
    expect(queryClient.getQueryData<OrderEntry[]>(queryKeys.orders)?.[0]?.ride.driver_name).toBeNull();
  });

  it('re-dispatches an immediate order by copy without the extension and names both numbers', async () => {
    const entry = orderEntry({ status: 'declined', driver_name: 'Novák' }, { id: 44, id_order: 2203 });
    await showButton(entry, false);
    fakeApi.on('orderRedispatch', () => ({
      original: { id: 44, id_order: 2203 },
      replacement: orderEntry({ status: 'accepted', driver_name: 'Veselý' }, { id: 90, id_order: 2231 }),
      originalDeleted: true,
    }));
    const dialog = await openPicker(/^Přeobsadit/);
    expect(dialog).toHaveTextContent('vznikne nová objednávka s vybraným řidičem a tato se smaže');
    press('Enter');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Objednávka č. 2203 bude přeobsazena na řidiče Veselý Petr: vznikne nová objednávka a tato se smaže.',
    );
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(fakeApi.requests('orderRedispatch').map((request) => request.body)).toEqual([
      { id: 44, orderId: 2203, id_driver: 8, driver_name: 'Veselý', expected_driver_name: 'Novák' },
    ]);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Objednávka č. 2203 nahrazena č. 2231 (řidič Veselý Petr).',
    );
  });

  it('says which order to remove when the copy stands but the original could not be deleted', async () => {
    const entry = orderEntry(
      { status: 'waiting', driver: null, driver_name: null },
      { id: 45, id_order: 2206 },
    );
    await showButton(entry, false);
    fakeApi.on('orderRedispatch', () => ({
      original: { id: 45, id_order: 2206 },
      replacement: orderEntry({ status: 'accepted', driver_name: 'Veselý' }, { id: 91, id_order: 2232 }),
      originalDeleted: false,
    }));
    await openPicker(/^Přeobsadit/);
    press('Enter');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await settle();
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(
      'Nová objednávka č. 2232 (řidič Veselý Petr) vytvořena, ale původní č. 2206 se nepodařilo smazat.',
    );
    expect(within(warning).getByRole('link', { name: 'Otevřít objednávku č. 2206' })).toBeVisible();
  });

  it('for a pre-order without the extension lists the drivers’ phones and says why', async () => {
    await showButton(preorderEntry('2026-11-23T12:30:00Z', { orderNumber: 2207 }), false);
    const dialog = await openPicker(/^Zavolat řidiči/);
    expect(dialog).toHaveTextContent(
      'Přidělit řidiče k předobjednávce v systému lze jen s rozšířením serveru objednávek (orderAssign).',
    );
    expect(within(dialog).getByRole('link', { name: '777 100 200' })).toHaveAttribute(
      'href',
      'tel:777100200',
    );
    expect(within(dialog).queryByRole('option')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '605' } });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Veselý Petr')]);
  });

  it('offers nothing for a ride that is under way', async () => {
    await showButton(orderEntry({ status: 'pickup' }), true);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
