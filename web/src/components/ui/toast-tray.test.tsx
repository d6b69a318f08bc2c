import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { type Toaster, useToast } from './toast';
import { FOLD_AFTER_MS } from './toast-view';
import { ToastTray } from './toast-tray';

const REMINDER = 'Předobjednávka za 15 min bez řidiče: Husova 142/6, Litoměřice, dnes 14:30';

/** Hands the toaster out; `tray` mounts the top bar's "K vyřízení" beside it. */
function renderToaster({ tray = true } = {}): { toaster: () => Toaster } {
  let toaster: Toaster | undefined;
  function Grab() {
    const toast = useToast();
    useEffect(() => {
      toaster = toast;
    }, [toast]);
    return tray ? <ToastTray /> : null;
  }
  renderWithProviders(<Grab />);
  return { toaster: () => toaster! };
}

function remind(toaster: Toaster, onAction = vi.fn()) {
  act(() => {
    toaster.warning(REMINDER, {
      persistent: true,
      link: { to: '/admin/orders/2201', label: 'Otevřít objednávku č. 2201' },
      action: { label: 'Přidělit řidiče', onAction },
    });
  });
}

const reminder = () => screen.queryByRole('alert');
const tray = () => screen.getByRole('button', { name: /^K vyřízení/ });

describe('ToastTray', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes a persistent toast off the screen after a few seconds and counts it', async () => {
    const { toaster } = renderToaster();
    remind(toaster());
    expect(reminder()).toHaveTextContent(REMINDER);
    expect(tray()).toHaveAccessibleName('K vyřízení: 1');
    expect(tray()).toHaveAttribute('aria-expanded', 'true');
    await act(() => vi.advanceTimersByTimeAsync(FOLD_AFTER_MS - 1));
    expect(reminder()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reminder()).not.toBeInTheDocument();
    expect(tray()).toHaveAttribute('aria-expanded', 'false');
    // Folded, it stays until dealt with.
    await act(() => vi.advanceTimersByTimeAsync(60 * 60_000));
    expect(tray()).toHaveAccessibleName('K vyřízení: 1');
  });

  it('reopens on click with the focus on the toast, link and action working, and folds again later', async () => {
    const onAction = vi.fn();
    const { toaster } = renderToaster();
    remind(toaster(), onAction);
    await act(() => vi.advanceTimersByTimeAsync(FOLD_AFTER_MS));
    fireEvent.click(tray());
    expect(reminder()).toHaveTextContent(REMINDER);
    expect(screen.getByRole('button', { name: 'Přidělit řidiče' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Otevřít objednávku č. 2201' })).toBeInTheDocument();
    // Not while the focus is on it; then after the same few seconds.
    await act(() => vi.advanceTimersByTimeAsync(3 * FOLD_AFTER_MS));
    expect(reminder()).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Přidělit řidiče' }).blur());
    await act(() => vi.advanceTimersByTimeAsync(FOLD_AFTER_MS));
    expect(reminder()).not.toBeInTheDocument();

    fireEvent.click(tray());
    fireEvent.click(screen.getByRole('button', { name: 'Přidělit řidiče' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(reminder()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^K vyřízení/ })).not.toBeInTheDocument();
  });

  it('a second click folds the shown toasts away at once', () => {
    const { toaster } = renderToaster();
    remind(toaster());
    fireEvent.click(tray());
    expect(reminder()).not.toBeInTheDocument();
    expect(tray()).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not fold while the pointer is on the toast', async () => {
    const { toaster } = renderToaster();
    remind(toaster());
    fireEvent.pointerEnter(reminder()!);
    await act(() => vi.advanceTimersByTimeAsync(5 * FOLD_AFTER_MS));
    expect(reminder()).toBeInTheDocument();
    fireEvent.pointerLeave(reminder()!);
    await act(() => vi.advanceTimersByTimeAsync(FOLD_AFTER_MS));
    expect(reminder()).not.toBeInTheDocument();
  });

  it('without a tray a persistent toast stays on screen', async () => {
    const { toaster } = renderToaster({ tray: false });
    remind(toaster());
    await act(() => vi.advanceTimersByTimeAsync(60 * 60_000));
    expect(reminder()).toHaveTextContent(REMINDER);
  });
});

describe('Escape', () => {
  it('closes the newest toast shown, one per press', () => {
    const { toaster } = renderToaster();
    remind(toaster());
    act(() => toaster().error('Server neodpovídá.'));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(reminder()).toHaveTextContent(REMINDER);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(reminder()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^K vyřízení/ })).not.toBeInTheDocument();
  });

  it('leaves a folded toast alone and an open suggestion list its own Escape', () => {
    const { toaster } = renderToaster();
    remind(toaster());
    const field = document.createElement('input');
    field.setAttribute('aria-expanded', 'true');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(reminder()).toBeInTheDocument();
    field.remove();

    fireEvent.click(tray());
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(tray()).toHaveAccessibleName('K vyřízení: 1');
  });

  it('sends an undoable action at once, as its close button does', () => {
    const commit = vi.fn();
    const { toaster } = renderToaster();
    act(() => toaster().undoable({ message: 'Položka Nafta bude smazána.', commit }));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(commit).toHaveBeenCalledTimes(1);
  });
});
