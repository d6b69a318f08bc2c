import type { SosAlert } from '@taxi/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { lockScreen, unlockScreen } from '@/lib/session-lock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SOS_SOUND_HINT, SosStrip } from './sos-strip';

const ALERT: SosAlert = {
  id: 4,
  user: { first_name: 'Hana', last_name: 'Sedláčková', phone: '+420605269452' },
  createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
};

function renderStrip(alerts: SosAlert[]) {
  let open = alerts;
  fakeApi.on('sosList', () => open);
  fakeApi.on('sosDismiss', ({ body }) => {
    open = open.filter((alert) => alert.id !== body.id);
    return { ok: true as const };
  });
  return renderWithProviders(<SosStrip />);
}

describe('SosStrip', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('says so in one slim line when nothing is open', async () => {
    renderStrip([]);
    expect(await screen.findByText('Žádná SOS upozornění')).toBeInTheDocument();
  });

  it('shows an open alert with the alarm text, the name, a tel: link and how long ago', async () => {
    renderStrip([ALERT]);
    const strip = await screen.findByRole('region', { name: /SOS – žádost o pomoc/ });
    const item = within(strip).getByRole('listitem');
    expect(item).toHaveTextContent('Hana Sedláčková');
    expect(within(item).getByRole('link')).toHaveAttribute('href', 'tel:+420605269452');
    expect(within(item).getByRole('link')).toHaveTextContent('+420 605 269 452');
    expect(item).toHaveTextContent('před 3 min');
  });

  it('leaves the alarm and the flashing title to the lock screen while the screen is locked', async () => {
    document.title = 'Dashboard – Administrace';
    renderStrip([ALERT]);
    // No click on the page yet in this test: the alarm waits for one, and says so.
    expect(await screen.findByText(SOS_SOUND_HINT)).toBeInTheDocument();
    expect(document.title).toBe('🚨 SOS!');
    act(() => lockScreen());
    try {
      expect(screen.queryByText(SOS_SOUND_HINT)).not.toBeInTheDocument();
      expect(document.title).toBe('Dashboard – Administrace');
      expect(screen.getByRole('listitem')).toHaveTextContent('Hana Sedláčková');
    } finally {
      act(() => unlockScreen());
    }
    expect(screen.getByText(SOS_SOUND_HINT)).toBeInTheDocument();
  });

  it('the mute button says its state in its label and aria-pressed, and is remembered', async () => {
    renderStrip([ALERT]);
    const mute = await screen.findByRole('button', { name: 'Ztlumit alarm' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(mute);
    expect(screen.getByRole('button', { name: 'Alarm ztlumen' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('taxi.admin.sosMuted')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Alarm ztlumen' }));
    expect(screen.getByRole('button', { name: 'Ztlumit alarm' })).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem('taxi.admin.sosMuted')).toBe('0');
  });

  it('Vyřízeno hides the alert at once and sends the dismissal only after five seconds', async () => {
    renderStrip([ALERT]);
    const button = await screen.findByRole('button', { name: 'Vyřízeno – SOS: Hana Sedláčková' });
    vi.useFakeTimers();
    try {
      fireEvent.click(button);
      expect(screen.getByText('Žádná SOS upozornění')).toBeInTheDocument();
      expect(screen.getByText('SOS: Hana Sedláčková – vyřízeno.')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(4_999));
      expect(fakeApi.requests('sosDismiss')).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(1));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(fakeApi.requests('sosDismiss').map(({ body }) => body)).toEqual([{ id: 4 }]));
  });

  it('Zpět brings the alert back and sends nothing', async () => {
    renderStrip([ALERT]);
    const button = await screen.findByRole('button', { name: 'Vyřízeno – SOS: Hana Sedláčková' });
    vi.useFakeTimers();
    try {
      fireEvent.click(button);
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      fireEvent.click(screen.getByRole('button', { name: 'Zpět' }));
      expect(screen.getByRole('listitem')).toHaveTextContent('Hana Sedláčková');
      expect(screen.getByText('SOS: Hana Sedláčková je znovu otevřené.')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(60_000));
    } finally {
      vi.useRealTimers();
    }
    expect(fakeApi.requests('sosDismiss')).toEqual([]);
  });

  it('one line per alert; the name opens the details with the number and when it was raised', async () => {
    renderStrip([ALERT]);
    const toggle = await screen.findByRole('button', { name: 'Hana Sedláčková – podrobnosti' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details).toBeVisible();
    expect(details).toHaveTextContent('Telefon+420 605 269 452');
    expect(details).toHaveTextContent(/Nahlášeno.*\(před 3 min\)/);
  });
});
