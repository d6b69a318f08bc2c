import type { OrderEntry, OrderFact } from '@taxi/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { knownSince, reportEntry } from '@/features/reports/utils/report-fixtures.test-helpers';
import { ReportsScreen } from './reports-screen';

let orders: OrderEntry[] = [];
let facts: OrderFact[] = [];
const SINCE = '2026-11-25T08:00:00.000+01:00';

async function show(at = '/admin/prehledy') {
  fakeApi.on('orderList', () => orders);
  fakeApi.on('orderFacts', () => ({ knownSince: knownSince(SINCE), facts }));
  const view = renderWithProviders(<ReportsScreen />, { at, path: '/admin/prehledy' });
  for (let step = 0; step < 4; step += 1) {
    await act(() => vi.advanceTimersByTimeAsync(1));
  }
  return view;
}

// Plain selectors: role queries walk the heat map's 168 cells and take seconds.
const section = (name: string) => document.querySelector<HTMLElement>(`section[aria-label="${name}"]`)!;
const tableOf = (name: string) => section(name).querySelector('table')!;
// What each row of a table shows, its no-break spaces read as spaces.
const cells = (table: HTMLElement) =>
  [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')),
  );

// A generous limit: a test that overran would leave its act() behind for the worker's next files.
describe('ReportsScreen', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T12:00:00.000+01:00'), shouldAdvanceTime: false });
    orders = [];
    facts = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows this week per driver, states its rule, and splits sources only since they are known', async () => {
    orders = [
      reportEntry({ createdAt: '2026-11-23T09:05:00.000+01:00', price: 200, distance: 5 }),
      reportEntry({
        createdAt: '2026-11-26T10:00:00.000+01:00',
        price: 100,
        distance: 2.5,
        payment_method: 'card',
      }),
      reportEntry({ createdAt: '2026-11-26T11:00:00.000+01:00', status: 'declined' }),
      reportEntry({ createdAt: '2026-11-20T11:00:00.000+01:00', price: 999 }),
    ];
    facts = [{ kind: 'phoneOrder', at: '2026-11-26T10:00:01.000+01:00', admin: 'admin' }];
    await show();
    expect(section('Období přehledu').textContent).toMatch(
      /Období 23\. 11\. 2026 – 29\. 11\. 2026 \(7 dní\), pražský čas/,
    );
    const tiles = [...document.querySelectorAll('[aria-label="Souhrn období"] div')].map((tile) =>
      tile.textContent?.replace(/\u00a0/g, ' '),
    );
    expect(tiles).toEqual(expect.arrayContaining(['Objednávky3', 'Tržby300 Kč']));
    expect(cells(tableOf('Řidiči'))).toEqual([
      [
        'Řidič',
        'Hotové jízdy',
        'Odmítnuté',
        'Zrušené (přeobsazeno)',
        'Km',
        'Tržby (Kč)',
        'Průměrná cena (Kč)',
      ],
      ['Dvořák', '2', '1', '0', '7,5 km', '300 Kč', '150 Kč'],
      ['Celkem', '2', '1', '0', '7,5 km', '300 Kč', '150 Kč'],
    ]);
    const sources = cells(tableOf('Podle zdroje'));
    expect(sources).toContainEqual(['Telefonem (dispečink)', '1']);
    expect(sources).toContainEqual(['Jiné (aplikace, přímo na serveru)', '1']);
    expect(sources).toContainEqual([
      expect.stringMatching(/^Zdroj neznámý \(před 25\. 11\. 2026 8:00\)$/),
      '1',
    ]);
    expect(section('Podle zdroje').textContent).toMatch(/Zdroj objednávek známe od 25\. 11\. 2026 8:00/);
  });

  it('refuses a period longer than a year with a message and reads no facts for it', async () => {
    await show('/admin/prehledy?obdobi=vlastni&od=2025-11-01&do=2026-11-29');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Období může mít nejvýše 366 dní (rok); zvolené má 394.',
    );
    expect(fakeApi.requests('orderFacts')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Dnes' }));
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('says when the period has no orders, and counts the orders without a date apart', async () => {
    orders = [
      reportEntry({ createdAt: '0000-00-00 00:00:00' }),
      reportEntry({ createdAt: '2026-11-01T10:00:00Z' }),
    ];
    await show('/admin/prehledy?obdobi=dnes');
    expect(document.querySelector('main, body')?.textContent).toContain(
      'V tomto období nejsou žádné objednávky.',
    );
    expect(section('Záznamy mimo přehled').textContent).toContain('Objednávky bez data: 1');
  });
});
