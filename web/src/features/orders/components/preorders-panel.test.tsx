import { extensionFlags, type OrderEntry, type WebOrderRecord } from '@taxi/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { orderEntry, preorderEntry } from '@/features/orders/utils/order-fixtures.test-helpers';
import { webOrderRecord, webOverview } from '@/features/orders/utils/web-order-fixtures.test-helpers';
import { PreordersPanel } from './preorders-panel';

const MINUTE = 60_000;
let orders: OrderEntry[] = [];
let extensions = extensionFlags(['orderAssign']);
let webOrders: WebOrderRecord[] = [];

async function showPanel(compact = false) {
  fakeApi.on('orderList', () => orders);
  fakeApi.on('upstreamExtensions', () => extensions);
  fakeApi.on('webOrdersOverview', () => webOverview(webOrders));
  const view = renderWithProviders(<PreordersPanel compact={compact} />, { at: '/admin/dashboard' });
  // The orders load, then the rows ask which way a driver can be given.
  for (let step = 0; step < 3; step += 1) {
    await act(() => vi.advanceTimersByTimeAsync(1));
  }
  return view;
}

const panel = () => screen.getByRole('region', { name: /Předobjednávky/ });
const rows = () => within(panel()).queryAllByRole('listitem');
const texts = () => rows().map((row) => row.textContent);

describe('PreordersPanel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T12:00:00Z') }); // 13:00 in Prague
    orders = [];
    extensions = extensionFlags(['orderAssign']);
    webOrders = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the next 24 hours soonest first: time, how long, pickup, driver or "bez řidiče", and links each to its order', async () => {
    orders = [
      preorderEntry('2026-11-24T05:15:00Z', {
        orderNumber: 2203,
        driver: 'Pokorná',
        pickup: 'Masarykovo náměstí 1, 411 15 Třebenice, Česko',
      }),
      preorderEntry('2026-11-23T13:30:00Z', {
        orderNumber: 2202,
        pickup: 'Palackého 714/21, 412 01 Litoměřice, Česko',
      }),
      preorderEntry('2026-11-24T12:30:00Z', { orderNumber: 2204 }), // beyond 24 h
      preorderEntry('2026-11-23T11:50:00Z', { orderNumber: 2200 }), // past
      orderEntry({ status: 'waiting' }),
    ];
    await showPanel();
    expect(texts()).toEqual([
      expect.stringMatching(
        /^dnes 14:30.*za 1 h 30 min.*Palackého 714\/21.*Litoměřice · č\. 2202.*bez řidičePřidělit$/,
      ),
      expect.stringMatching(
        /^zítra 6:15.*za 17 h 15 min.*Masarykovo náměstí 1.*Třebenice · č\. 2203.*Pokorná$/,
      ),
    ]);
    expect(within(rows()[0]!).getByRole('link')).toHaveAttribute('href', '/admin/orders/2202');
    expect(within(panel()).getByRole('link', { name: /Všechny předobjednávky/ })).toHaveAttribute(
      'href',
      '/admin/orders?predobjednavky=1',
    );
  });

  it('marks the next 30 minutes with "Blíží se" (not by colour alone) and follows the clock minute by minute', async () => {
    orders = [preorderEntry('2026-11-23T12:31:00Z', { orderNumber: 2202 })];
    await showPanel();
    expect(rows()[0]).toHaveTextContent('za 31 min');
    expect(rows()[0]).not.toHaveTextContent('Blíží se');
    // A minute and a moment later (the panel turns with the wall-clock minute).
    await act(() => vi.advanceTimersByTimeAsync(MINUTE + 1_000));
    expect(rows()[0]).toHaveTextContent('za 30 min');
    expect(rows()[0]).toHaveTextContent('Blíží se');
    // Once its time has come it leaves the list.
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE));
    expect(rows()).toEqual([]);
    expect(panel()).toHaveTextContent('Na příštích 24 hodin nejsou žádné předobjednávky');
  });

  it('shows a new pre-order as soon as the orders reload', async () => {
    const { queryClient } = await showPanel();
    expect(panel()).toHaveTextContent('Na příštích 24 hodin nejsou žádné předobjednávky');
    orders = [preorderEntry('2026-11-23T18:00:00Z', { orderNumber: 2210, driver: 'Blažek' })];
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.orders }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(texts()).toEqual([expect.stringMatching(/^dnes 19:00.*za 6 h.*Blažek$/)]);
  });

  it('beside the form shows the soonest four and says how many there are', async () => {
    orders = [1, 2, 3, 4, 5].map((hour) =>
      preorderEntry(`2026-11-23T${12 + hour}:00:00Z`, { orderNumber: 2200 + hour }),
    );
    await showPanel(true);
    expect(rows()).toHaveLength(4);
    expect(panel()).toHaveTextContent('Zobrazeny 4 nejbližší z 5.');
  });

  it('says it is loading, then what failed', async () => {
    fakeApi.on('orderList', FakeReply.error(502, 'Server objednávek neodpovídá.'));
    renderWithProviders(<PreordersPanel />);
    expect(screen.getByRole('status', { name: 'Načítám předobjednávky' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Server objednávek neodpovídá.');
  });

  // 29 March 2026: 1:30 CET is followed an hour later by 3:30 CEST.
  it('counts real minutes across the spring change', async () => {
    vi.setSystemTime(Date.parse('2026-03-29T00:30:00Z')); // 1:30 CET
    orders = [
      preorderEntry('2026-03-29T01:30:00Z', { orderNumber: 1 }), // 3:30 CEST
      preorderEntry('2026-03-29T01:00:00Z', { orderNumber: 2 }), // 3:00 CEST
    ];
    await showPanel();
    expect(texts()).toEqual([
      expect.stringMatching(/^dnes 3:00.*za 30 min.*Blíží sePřidělit$/),
      expect.stringMatching(/^dnes 3:30.*za 1 h.*bez řidičePřidělit$/),
    ]);
  });

  // 25 October 2026: 2:30 happens twice, an hour apart.
  it('lists both 2:30s of the autumn change an hour apart', async () => {
    vi.setSystemTime(Date.parse('2026-10-25T00:10:00Z')); // 2:10 CEST
    orders = [
      preorderEntry('2026-10-25T01:30:00Z', { orderNumber: 2 }), // 2:30 CET
      preorderEntry('2026-10-25T00:30:00Z', { orderNumber: 1 }), // 2:30 CEST
    ];
    await showPanel();
    expect(texts()).toEqual([
      expect.stringMatching(/^dnes 2:30.*za 20 min.*č\. 1.*Blíží sePřidělit$/),
      expect.stringMatching(/^dnes 2:30.*za 1 h 20 min.*č\. 2.*bez řidičePřidělit$/),
    ]);
  });

  it('offers a driver for each row "bez řidiče", the way this server allows', async () => {
    orders = [
      preorderEntry('2026-11-23T13:30:00Z', { orderNumber: 2202 }),
      preorderEntry('2026-11-23T14:30:00Z', { orderNumber: 2203, driver: 'Pokorná' }),
    ];
    await showPanel();
    expect(
      within(rows()[0]!).getByRole('button', { name: 'Přidělit řidiče: objednávka č. 2202' }),
    ).toBeVisible();
    expect(within(rows()[1]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the drivers’ phones for a pre-order when the server cannot assign', async () => {
    extensions = extensionFlags([]);
    orders = [preorderEntry('2026-11-23T13:30:00Z', { orderNumber: 2202 })];
    await showPanel();
    expect(within(rows()[0]!).getByRole('button', { name: /^Zavolat řidiči/ })).toBeVisible();
  });

  it('marks a pre-order from the public site "Web" with its page’s language', async () => {
    orders = [
      preorderEntry('2026-11-23T13:30:00Z', { orderNumber: 2231 }),
      preorderEntry('2026-11-23T14:30:00Z', { orderNumber: 2232 }),
    ];
    webOrders = [webOrderRecord({ orderNumber: 2231, when: '2026-11-23T14:30', language: 'en' })];
    await showPanel();
    expect(within(rows()[0]!).getByText('Web · EN')).toBeVisible();
    expect(within(rows()[1]!).queryByText(/^Web/)).not.toBeInTheDocument();
  });
});
