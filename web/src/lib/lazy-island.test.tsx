import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { lazyIsland } from './lazy-island';

function Greeting({ name }: { name: string }) {
  return <p>Dobrý den, {name}</p>;
}

describe('lazyIsland', () => {
  it('shows the fallback, then the part once its code and its condition are there', async () => {
    let open: () => void = () => undefined;
    const until = new Promise<void>((resolve) => (open = resolve));
    const Island = lazyIsland(() => Promise.resolve(Greeting), { name: 'greeting', until: () => until });
    renderWithProviders(<Island name="Jano" fallback={<p>Načítám…</p>} />);
    expect(screen.getByText('Načítám…')).toBeInTheDocument();
    open();
    expect(await screen.findByText('Dobrý den, Jano')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-island-greeting', 'ready');
  });
});
