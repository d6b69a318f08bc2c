import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SosAlert } from '@taxi/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { callApi } from '../../../lib/api-client';
import { theme } from '../../../theme/theme';
import { SosStrip } from './sos-strip';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi: vi.fn(),
}));

const ALERT: SosAlert = {
  id: 4,
  user: { first_name: 'Hana', last_name: 'Sedláčková', phone: '+420605269452' },
  createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
};

function renderStrip(alerts: SosAlert[]) {
  let open = alerts;
  vi.mocked(callApi).mockImplementation(((name: string, options?: { body?: { id: number } }) => {
    if (name === 'sosDismiss') {
      open = open.filter((alert) => alert.id !== options?.body?.id);
      return Promise.resolve({ ok: true });
    }
    return Promise.resolve(open);
  }) as typeof callApi);
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <SosStrip />
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('SosStrip', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(callApi).mockReset();
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

  it('dismisses an alert and remembers the mute choice', async () => {
    renderStrip([ALERT]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ztlumit alarm' }));
    expect(screen.getByRole('button', { name: 'Ztlumit alarm' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('taxi.admin.sosMuted')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Vyřízeno: SOS od Hana Sedláčková' }));
    expect(await screen.findByText('Žádná SOS upozornění')).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith('sosDismiss', { body: { id: 4 } });
    expect(await screen.findByText('SOS od Hana Sedláčková je vyřízené.')).toBeInTheDocument();
  });
});
