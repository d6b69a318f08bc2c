import type { FleetSnapshot } from '@taxi/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { FeedHealth, type FeedHealthProps } from './feed-health';

const snapshot: FleetSnapshot = {
  positions: [],
  fetchedAt: '2026-11-23T12:05:09.000Z',
  ageMs: 0,
  stale: false,
  provider: 'simulated',
};

function renderHealth(overrides: Partial<FeedHealthProps>) {
  const props: FeedHealthProps = {
    snapshot,
    fleet: { error: null, refetch: () => undefined, isPending: false },
    orders: { error: null, refetch: () => undefined, count: 3 },
    vehicleCount: 6,
    clockOffsetMs: 0,
    ...overrides,
  };
  return renderWithProviders(<FeedHealth {...props} />);
}

describe('FeedHealth', () => {
  it('shows the last poll, the source and the counts', () => {
    renderHealth({});
    const line = screen.getByTestId('feed-health');
    expect(line).toHaveTextContent('Poslední načtení poloh: 13:05:09');
    expect(line).toHaveTextContent('Zdroj: simulace');
    expect(line).toHaveTextContent('6 vozidel');
    expect(line).toHaveTextContent('3 aktivní objednávky');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('raises the outage banner with the reason while the feed is stale', () => {
    renderHealth({ snapshot: { ...snapshot, stale: true, error: 'Služba neodpověděla včas.' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sledování vozidel neodpovídá – zobrazeny poslední známé polohy. Služba neodpověděla včas.',
    );
  });

  it('says it is loading, and offers a retry when the first load fails', () => {
    const { rerender } = renderHealth({ snapshot: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Načítám polohy vozidel…');
    rerender(
      <FeedHealth
        snapshot={undefined}
        fleet={{ error: new Error('down'), refetch: () => undefined, isPending: false }}
        orders={{ error: null, refetch: () => undefined, count: undefined }}
        vehicleCount={0}
        clockOffsetMs={0}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Polohy vozidel se nepodařilo načíst.');
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });
});
