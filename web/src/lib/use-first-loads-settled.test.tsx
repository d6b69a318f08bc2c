import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useFirstLoadsSettled } from './use-first-loads-settled';

function Screen({ load }: { load: () => Promise<string> }) {
  const data = useQuery({ queryKey: ['orders'], queryFn: load });
  const settled = useFirstLoadsSettled();
  return (
    <p>
      {data.data ?? 'načítám'} · {settled ? 'hotovo' : 'čeká'}
    </p>
  );
}

describe('useFirstLoadsSettled', () => {
  it('waits for the queries the screen started as it mounted, then stays true', async () => {
    let answer: (value: string) => void = () => undefined;
    const pending = new Promise<string>((resolve) => (answer = resolve));
    renderWithProviders(<Screen load={() => pending} />);
    // Several frames pass while the load runs: not settled.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByText('načítám · čeká')).toBeInTheDocument();
    act(() => answer('3 objednávky'));
    expect(await screen.findByText('3 objednávky · hotovo')).toBeInTheDocument();
  });

  it('is true after a frame when nothing needs loading', async () => {
    function Probe() {
      return <span>{useFirstLoadsSettled() ? 'hotovo' : 'čeká'}</span>;
    }
    renderWithProviders(<Probe />);
    expect(screen.getByText('čeká')).toBeInTheDocument();
    expect(await screen.findByText('hotovo')).toBeInTheDocument();
  });
});
