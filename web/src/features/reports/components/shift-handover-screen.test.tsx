import type { HandoverNote, OrderEntry } from '@taxi/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { knownSince, reportEntry } from '@/features/reports/utils/report-fixtures.test-helpers';
import { ShiftHandoverScreen } from './shift-handover-screen';

const NOW = Date.parse('2026-11-29T22:00:00.000+01:00');
let orders: OrderEntry[] = [];

async function show() {
  fakeApi.on('orderList', () => orders);
  fakeApi.on('sosList', [
    { id: 3, user: { first_name: 'Hana', last_name: 'Sedláčková', phone: '+420 605 269 452' } },
  ]);
  fakeApi.on('orderFacts', {
    knownSince: knownSince('2026-11-29T08:00:00.000+01:00'),
    facts: [{ kind: 'deleted', at: '2026-11-29T18:00:00.000+01:00', orderNumber: 2304, admin: 'jana' }],
  });
  fakeApi.on('handoverNote', { note: null });
  renderWithProviders(<ShiftHandoverScreen />, { at: '/admin/predani-smeny' });
  for (let step = 0; step < 4; step += 1) {
    await act(() => vi.advanceTimersByTimeAsync(1));
  }
}

const section = (name: string) => document.querySelector<HTMLElement>(`section[aria-label="${name}"]`)!;

// A generous limit: a test that overran would leave its act() behind for the worker's next files.
describe('ShiftHandoverScreen', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    orders = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sums up the last 8 hours by order number and links what the next shift inherits', async () => {
    const noDriver = { driver: null, driver_name: null, id_driver: null };
    orders = [
      reportEntry({ createdAt: '2026-11-29T15:00:00.000+01:00', price: 200 }, 2301),
      reportEntry({ createdAt: '2026-11-29T16:00:00.000+01:00', status: 'declined' }, 2302),
      reportEntry({ createdAt: '2026-11-29T13:00:00.000+01:00', price: 500 }, 2299),
      reportEntry({ createdAt: '2026-11-29T21:50:00.000+01:00', status: 'waiting', ...noDriver }, 2303),
      reportEntry(
        {
          status: 'waiting',
          isPreorder: true,
          preorderDateTime: '2026-11-30T06:15:00.000+01:00',
          ...noDriver,
        },
        2305,
      ),
    ];
    await show();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: /^Předání směny 29\. 11\. 2026 14:00 – 29\. 11\. 2026 22:00$/,
      }),
    ).toBeInTheDocument();
    const rides = section('Jízdy směny').textContent;
    expect(rides).toContain('Hotové (1)č. 2301');
    expect(rides).toContain('Odmítnuté (1)č. 2302');
    expect(rides).toContain('Zrušené (1)č. 2304');
    expect(section('Tržby podle platby').textContent).toMatch(/Hotově1200\sKč/);
    expect(section('Otevřená SOS').textContent).toContain('SOS: Hana Sedláčková');
    const links = [...section('Co přebírá další směna').querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Objednávka č. 2303', '/admin/orders/2303'],
      ['Objednávka č. 2305', '/admin/orders/2305'],
    ]);
  });

  it('refuses a shift that starts in the future or more than a day back', async () => {
    await show();
    fireEvent.change(screen.getByLabelText('Začátek směny'), { target: { value: '2026-11-28T20:00' } });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Směna může začít nejvýše 24 hodin zpět.');
  });

  it('saves the note for the next shift and shows who wrote it and when', async () => {
    const saved: HandoverNote = {
      text: 'Dvořák končí ve 23:00.',
      author: 'jana',
      at: '2026-11-29T21:00:00.000Z',
    };
    fakeApi.on('handoverNoteSave', saved);
    await show();
    fireEvent.change(screen.getByLabelText(/Nová poznámka pro další směnu/), {
      target: { value: saved.text },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit poznámku' }));
    for (let step = 0; step < 3; step += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1));
    }
    expect(fakeApi.requests('handoverNoteSave').map(({ body }) => body)).toEqual([{ text: saved.text }]);
    expect(section('Poznámka pro další směnu').querySelector('blockquote')?.textContent).toBe(
      'Dvořák končí ve 23:00.jana, 29. 11. 2026 22:00',
    );
  });
});
