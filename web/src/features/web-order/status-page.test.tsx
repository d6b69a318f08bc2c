import type { WebOrderStatus } from '@taxi/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cs } from '@/i18n/cs';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OrderStatusPage } from './components/order-status-page';
import { STATUS_PAGE_ID } from './page-ids';
import { enhanceStatusPage, STATUS_POLL_MS, type StatusPageDeps } from './status-page';
import type { WebOrderAnswer } from './web-order-api';
import { WEB_RIDE_KEY } from './web-ride-storage';

const words = { locale: 'cs' as const, orderStatus: cs.orderStatus, webOrder: cs.webOrder };

const TOKEN = 'MjIzMQ.MTc5NTk0MDEzOA.5cLt1nPGCZqjP_QvXdPtlD';
const WAITING: WebOrderStatus = {
  state: 'waiting',
  orderNumber: 2231,
  from: 'Mírové náměstí, Litoměřice',
  to: 'Terezín',
  when: '2026-12-08T10:00',
  price: 144,
  people: 2,
  driver: null,
  car: null,
  etaMinutes: null,
  reason: null,
  cancellable: true,
  expiresAt: null,
};
const ACCEPTED: WebOrderStatus = {
  ...WAITING,
  state: 'accepted',
  driver: { name: 'Blažek Aleš', plate: '5U5 5286' },
  car: { lat: 50.53, lng: 14.13, at: '2026-12-08T09:50:00Z' },
  etaMinutes: 6,
  cancellable: false,
};
const ok = (data: WebOrderStatus): Promise<WebOrderAnswer<WebOrderStatus>> =>
  Promise.resolve({ ok: true, data });

function open(answers: WebOrderStatus[], hash = `#${TOKEN}`) {
  const status = vi.fn(() =>
    ok(answers.length > 1 ? (answers.shift() as WebOrderStatus) : (answers[0] as WebOrderStatus)),
  );
  const cancel = vi.fn(() => ok({ ...WAITING, state: 'cancelled', cancellable: false }));
  const show = vi.fn();
  const loadMap = vi.fn(() => Promise.resolve({ show }));
  const api = { status, cancel } satisfies StatusPageDeps['api'];
  renderWithProviders(<OrderStatusPage />);
  const page = document.getElementById(STATUS_PAGE_ID) as HTMLElement;
  const started = enhanceStatusPage(page, {
    api,
    words,
    loadMap,
    location: { hash, href: `https://taxi.example.cz/objednavka/stav${hash}` },
    copy: () => Promise.resolve(),
  });
  return { status, cancel, show, loadMap, stop: started.stop };
}

describe('the status page', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it('follows the ride every 10 s: the driver, the plate, the car on the map', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { status, show, loadMap, stop } = open([WAITING, ACCEPTED]);
    expect(await screen.findByRole('heading', { name: 'Čeká na řidiče' })).toBeVisible();
    expect(screen.getByText('út 8. 12. 10:00')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Odkaz na tuto stránku' })).toHaveValue(
      `https://taxi.example.cz/objednavka/stav#${TOKEN}`,
    );
    expect(JSON.parse(window.localStorage.getItem(WEB_RIDE_KEY) ?? '{}')).toEqual({
      statusToken: TOKEN,
      orderNumber: 2231,
    });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(await screen.findByRole('heading', { name: 'Přijato' })).toBeVisible();
    expect(screen.getByText('Blažek Aleš')).toBeVisible();
    expect(screen.getByText('5U5 5286')).toBeVisible();
    expect(screen.getByText('Vůz je u vás asi za 6 min.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Zrušit zdarma' })).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    await waitFor(() => expect(show).toHaveBeenCalledTimes(2));
    expect(show).toHaveBeenLastCalledWith(ACCEPTED.car);
    expect(loadMap).toHaveBeenCalledTimes(1);
    expect(status).toHaveBeenCalledTimes(3);
    stop();
  });

  it('stops asking and forgets the ride once it has ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem(WEB_RIDE_KEY, JSON.stringify({ statusToken: TOKEN, orderNumber: 2231 }));
    const { status } = open([
      { ...ACCEPTED, state: 'done', car: null, etaMinutes: null, expiresAt: '2026-12-09T11:00:00Z' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Hotovo' })).toBeVisible();
    expect(window.localStorage.getItem(WEB_RIDE_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(3 * STATUS_POLL_MS);
    expect(status).toHaveBeenCalledTimes(1);
  });

  it('cancels free of charge after asking once more', async () => {
    const { cancel } = open([WAITING]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Zrušit zdarma' }));
    expect(screen.getByText('Opravdu objednávku zrušit?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ano, zrušit' }));
    expect(await screen.findByRole('heading', { name: 'Zrušeno' })).toHaveFocus();
    expect(cancel).toHaveBeenCalledWith(TOKEN);
  });

  it('says when the link no longer works, and when it has no token', async () => {
    const expired = vi.fn(() =>
      Promise.resolve({ ok: false as const, status: 410, code: 'link-expired' as const, issues: [] }),
    );
    renderWithProviders(<OrderStatusPage />);
    enhanceStatusPage(document.getElementById(STATUS_PAGE_ID) as HTMLElement, {
      api: { status: expired, cancel: expired },
      words,
      loadMap: vi.fn(),
      location: { hash: `#${TOKEN}`, href: '' },
    });
    expect(await screen.findByRole('heading', { name: 'Odkaz už neplatí' })).toBeVisible();
    expect(screen.getByRole('link', { name: '+420 777 050 050' })).toHaveAttribute(
      'href',
      'tel:+420777050050',
    );
  });

  it('asks nothing without a token', async () => {
    const { status } = open([WAITING], '');
    expect(await screen.findByRole('heading', { name: 'Tento odkaz nefunguje' })).toBeVisible();
    expect(status).not.toHaveBeenCalled();
  });
});
