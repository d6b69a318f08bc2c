import type {
  WebOrderAvailability,
  WebOrderCode,
  WebOrderCreated,
  WebOrderRequest,
  WebQuote,
} from '@taxi/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cs } from '@/i18n/cs';
import { de } from '@/i18n/de';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OrderPage } from './components/order-page';
import { enhanceOrderForm, type OrderFormDeps } from './order-form';
import { ORDER_PAGE_ID } from './page-ids';
import type { WebOrderAnswer } from './web-order-api';
import { FILLING_KEY, WEB_RIDE_KEY } from './web-ride-storage';

const OPEN: WebOrderAvailability = { open: true, preorders: true, openNow: true, formToken: 'form-1' };
const QUOTE: WebQuote = {
  quoteToken: 'quote-1',
  from: 'Mírové náměstí, Litoměřice',
  to: 'Terezín',
  distanceKm: 3.7,
  durationMin: 7,
  price: 144,
  people: 2,
  when: 'asap',
  validUntil: '2026-12-01T09:20:00.000Z',
};
const CZECH: OrderFormDeps['words'] = { locale: 'cs', order: cs.order, webOrder: cs.webOrder };
const ok = <T,>(data: T): Promise<WebOrderAnswer<T>> => Promise.resolve({ ok: true, data });
const refused = (status: number, code: WebOrderCode | null): Promise<WebOrderAnswer<never>> =>
  Promise.resolve({ ok: false, status, code, issues: [] });

function fakeApi(availability: WebOrderAvailability = OPEN) {
  return {
    availability: vi.fn(() => ok(availability)),
    places: vi.fn((q: string) =>
      ok({
        provider: 'memory' as const,
        suggestions: [{ id: `place:${q}`, label: q, secondary: 'Litoměřice', name: `${q}, Litoměřice` }],
      }),
    ),
    quote: vi.fn(() => ok(QUOTE)),
    create: vi.fn((_request: WebOrderRequest) =>
      ok<WebOrderCreated>({ statusToken: 'a.b.c', orderNumber: 2231 }),
    ),
  } satisfies OrderFormDeps['api'];
}

function open(api: OrderFormDeps['api'], words: OrderFormDeps['words'] = CZECH) {
  const navigate = vi.fn();
  renderWithProviders(<OrderPage />);
  const page = document.getElementById(ORDER_PAGE_ID);
  if (!page) {
    throw new Error('no order page');
  }
  enhanceOrderForm(page, {
    api,
    words,
    navigate,
    quoteDelayMs: 0,
    now: () => new Date('2026-12-01T09:00:00Z'),
  });
  return navigate;
}

async function pick(field: string, text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('combobox', { name: field }), text);
  // The list may first show what an earlier, shorter query found: wait for the whole text's place.
  await screen.findByRole('option', { name: new RegExp(`^${text}`) }, { timeout: 5_000 });
  expect(screen.getByRole('combobox', { name: field })).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{ArrowDown}{Enter}');
  expect(screen.getByRole('combobox', { name: field })).toHaveValue(`${text}, Litoměřice`);
}

async function fill(priced = 'Cena platí do 10:20.') {
  const user = userEvent.setup();
  await pick('Odkud', 'Mírové');
  await pick('Kam', 'Terezín');
  await user.type(screen.getByLabelText('Jméno'), 'Anna');
  await user.type(screen.getByLabelText('Telefon'), '+49 151 2345 6789');
  await user.click(screen.getByLabelText(/Souhlasím/));
  await screen.findByText(priced);
}

// Rendering the page and typing as a user does takes seconds on a loaded machine.
describe('the order form', { timeout: 20_000 }, () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    document.documentElement.classList.remove('has-ride');
  });

  it('shows the phone instead of a form while online ordering is off', async () => {
    open(fakeApi({ ...OPEN, open: false, code: 'web-orders-unavailable' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Zavolejte nám prosím, jízdu vám objednáme telefonicky.');
    expect(within(notice).getByRole('link', { name: '+420 777 050 050' })).toHaveAttribute(
      'href',
      'tel:+420777050050',
    );
    expect(screen.queryByRole('combobox', { name: 'Odkud' })).not.toBeInTheDocument();
  });

  it('offers only "Co nejdříve" and the phone for later rides without pre-orders', async () => {
    open(fakeApi({ ...OPEN, preorders: false }));
    await screen.findByText(/Jízdu na později objednejte telefonicky/);
    expect(screen.queryByRole('radio', { name: 'Na později' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Co nejdříve' })).toBeChecked();
  });

  it('offers a time only, and says the hours, outside them', async () => {
    open(fakeApi({ ...OPEN, openNow: false }));
    await screen.findByText(/^Teď nejezdíme \(Po–Čt 7:00–22:00/);
    expect(screen.getByRole('radio', { name: 'Co nejdříve' })).toBeDisabled();
    expect(screen.getByLabelText('Datum')).toHaveAttribute('min', '2026-12-01');
    expect(screen.getByLabelText('Datum')).toHaveAttribute('max', '2026-12-15');
  });

  it('prices the picked places, and sends one order however often it is clicked', async () => {
    const api = fakeApi();
    const navigate = open(api);
    await fill();
    expect(api.quote).toHaveBeenLastCalledWith({
      from: 'place:Mírové',
      to: 'place:Terezín',
      people: 1,
      when: 'asap',
    });
    const send = screen.getByRole('button', { name: /^Objednat za 144\sKč$/ });
    await userEvent.dblClick(send);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/objednavka/stav#a.b.c'));
    expect(api.create).toHaveBeenCalledTimes(1);
    expect(api.create).toHaveBeenCalledWith(
      expect.objectContaining({
        quoteToken: 'quote-1',
        formToken: 'form-1',
        phone: '+49 151 2345 6789',
        consent: true,
        language: 'cs',
        website: undefined,
      }),
    );
    expect(JSON.parse(window.localStorage.getItem(WEB_RIDE_KEY) ?? '{}')).toEqual({
      statusToken: 'a.b.c',
      orderNumber: 2231,
    });
    expect(window.sessionStorage.getItem(FILLING_KEY)).toBeNull();
  });

  it('retries a failed send with the same key, and words a refusal with the phone', async () => {
    const api = fakeApi();
    api.create.mockReturnValueOnce(refused(0, null)).mockReturnValueOnce(refused(422, 'refused'));
    open(api);
    await fill();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Objednat za 144\sKč$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepodařilo se spojit se serverem.');
    await user.click(screen.getByRole('button', { name: /^Objednat za 144\sKč$/ }));
    const alert = await screen.findByText(/Tuto objednávku z webu přijmout nemůžeme/);
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      'tel:+420777050050',
    );
    const [first, second] = api.create.mock.calls.map(
      ([request]) => (request as { idempotencyKey: string }).idempotencyKey,
    );
    expect(first).toBe(second);
  });

  it('sends the order in the page’s language, priced and led on in its words', async () => {
    const api = fakeApi();
    const navigate = open(api, { locale: 'de', order: de.order, webOrder: de.webOrder });
    // The markup is the Czech page's; what the script writes is German.
    await fill('Der Preis gilt bis 10:20 Uhr.');
    await userEvent.click(screen.getByRole('button', { name: /^Für 144\sKč bestellen$/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/de/bestellung/status#a.b.c'));
    expect(api.create.mock.calls[0]?.[0]).toMatchObject({ language: 'de' });
  });

  it('says beside each field what is missing before anything is sent', async () => {
    const api = fakeApi();
    open(api);
    await screen.findByText('Cenu spočítáme, jakmile vyberete, odkud a kam pojedete.');
    await userEvent.click(screen.getByRole('button', { name: 'Objednat' }));
    expect(screen.getByRole('combobox', { name: 'Odkud' })).toHaveAccessibleDescription(/Povinné pole/);
    expect(screen.getByLabelText('Jméno')).toHaveAccessibleDescription('Povinné pole');
    expect(screen.getByLabelText(/Souhlasím/)).toHaveAccessibleDescription('Bez souhlasu nelze objednat');
    expect(screen.getByRole('combobox', { name: 'Odkud' })).toHaveFocus();
    expect(api.create).not.toHaveBeenCalled();
  });
});
