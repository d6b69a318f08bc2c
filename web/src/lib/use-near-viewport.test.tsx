import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

type Watcher = { callback: IntersectionObserverCallback; margin: string | undefined; disconnected: boolean };
const watchers: Watcher[] = [];

class FakeIntersectionObserver {
  private readonly watcher: Watcher;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.watcher = { callback, margin: options?.rootMargin, disconnected: false };
    watchers.push(this.watcher);
  }
  observe(): void {}
  disconnect(): void {
    this.watcher.disconnected = true;
  }
}

async function intersect(isIntersecting: boolean): Promise<void> {
  const watcher = watchers.at(-1);
  // The hook learns of it through a promise: let it settle inside act.
  await act(() => {
    watcher?.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    return Promise.resolve();
  });
}

function Part({ enabled = true }: { enabled?: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(200, enabled);
  return (
    <div ref={ref} data-testid="part">
      {near ? 'Načteno' : 'Čeká'}
      <button type="button">Upravit</button>
    </div>
  );
}

describe('useNearViewport', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    watchers.length = 0;
  });

  it('stays false while the part is far, turns true when it nears the viewport and stops watching', async () => {
    render(<Part />);
    expect(watchers.at(-1)?.margin).toBe('200px 0px');
    await intersect(false);
    expect(screen.getByTestId('part')).toHaveTextContent('Čeká');
    await intersect(true);
    expect(screen.getByTestId('part')).toHaveTextContent('Načteno');
    expect(watchers.at(-1)?.disconnected).toBe(true);
  });

  it('turns true when someone focuses inside the part first', async () => {
    render(<Part />);
    fireEvent.focusIn(screen.getByRole('button', { name: 'Upravit' }));
    expect(await screen.findByText('Načteno')).toBeInTheDocument();
  });

  it('stops watching when the part goes away', () => {
    const { unmount } = render(<Part />);
    unmount();
    expect(watchers.at(-1)?.disconnected).toBe(true);
  });

  it('waits until enabled, or until the page is scrolled', async () => {
    const { rerender } = render(<Part enabled={false} />);
    expect(watchers).toHaveLength(0);
    rerender(<Part enabled />);
    expect(watchers).toHaveLength(1);
    await intersect(true);
    expect(screen.getByTestId('part')).toHaveTextContent('Načteno');
  });

  it('starts watching when the page is scrolled before it is enabled', async () => {
    render(<Part enabled={false} />);
    expect(watchers).toHaveLength(0);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(watchers).toHaveLength(1);
    await intersect(true);
    expect(screen.getByTestId('part')).toHaveTextContent('Načteno');
  });
});
