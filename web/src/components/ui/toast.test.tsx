import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockScreen, unlockScreen } from '@/lib/session-lock';
import { renderHookWithProviders } from '@/testing/render-with-providers';
import { useToast } from './toast';

function renderToasts() {
  return renderHookWithProviders(useToast).result.current;
}

describe('undoable toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the action after five seconds and takes the toast away', async () => {
    const commit = vi.fn();
    const onUndo = vi.fn();
    const toasts = renderToasts();
    act(() => {
      toasts.undoable({ message: 'Položka Nafta bude smazána.', commit, onUndo });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Položka Nafta bude smazána.');
    expect(screen.getByRole('button', { name: 'Zpět' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(commit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(onUndo).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Zpět' })).not.toBeInTheDocument();
  });

  it('Zpět within the window sends nothing, puts things back and says so', async () => {
    const commit = vi.fn();
    const onUndo = vi.fn();
    const toasts = renderToasts();
    act(() => {
      toasts.undoable({
        message: 'Zákazník Jan Novák bude přidán na blacklist.',
        commit,
        onUndo,
        undoneMessage: 'Vráceno.',
      });
    });
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    fireEvent.click(screen.getByRole('button', { name: 'Zpět' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Vráceno.');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(commit).not.toHaveBeenCalled();
  });

  it('closing the toast sends the action at once', async () => {
    const commit = vi.fn();
    const toasts = renderToasts();
    act(() => {
      toasts.undoable({ message: 'SOS: Pavel 8714 – vyřízeno.', commit });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zavřít oznámení' }));
    expect(commit).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('asks before the page is left while an action waits, and not after', async () => {
    const toasts = renderToasts();
    act(() => {
      toasts.undoable({ message: 'Položka bude smazána.', commit: () => undefined });
    });
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('holds the window while the pointer is on Zpět and runs on with the time left after', async () => {
    const commit = vi.fn();
    const toasts = renderToasts();
    act(() => {
      toasts.undoable({ message: 'Položka Nafta bude smazána.', commit });
    });
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    const undo = screen.getByRole('button', { name: 'Zpět' });
    fireEvent.pointerEnter(undo);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(commit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Zpět' })).toBeInTheDocument();
    fireEvent.pointerLeave(undo);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(commit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('holds the window while focus is on Zpět, also with the pointer there and gone', async () => {
    const commit = vi.fn();
    const toasts = renderToasts();
    act(() => {
      toasts.undoable({ message: 'Položka Nafta bude smazána.', commit });
    });
    const undo = screen.getByRole('button', { name: 'Zpět' });
    act(() => undo.focus());
    fireEvent.pointerEnter(undo);
    fireEvent.pointerLeave(undo);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(commit).not.toHaveBeenCalled();
    act(() => undo.blur());
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('says once how long Zpět works; the countdown itself is silent', async () => {
    const toasts = renderToasts();
    act(() => {
      toasts.undoable({ message: 'Položka Nafta bude smazána.', commit: () => undefined });
    });
    const status = screen.getByRole('status');
    const said = status.textContent;
    expect(said).toContain('Vrátit lze tlačítkem Zpět do 5 sekund.');
    for (let second = 1; second < 5; second += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByRole('status').textContent).toBe(said);
    }
    expect(screen.getByRole('button', { name: 'Zpět' })).toHaveAccessibleDescription(
      'Položka Nafta bude smazána. Vrátit lze tlačítkem Zpět do 5 sekund.',
    );
  });
});

describe('a toast that must not be missed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is read out at once, stays until closed and links on', async () => {
    const toasts = renderToasts();
    act(() => {
      toasts.warning('Předobjednávka za 15 min bez řidiče: Husova 142/6, Litoměřice, dnes 14:30', {
        persistent: true,
        link: { to: '/admin/orders/2201', label: 'Otevřít objednávku č. 2201' },
      });
      toasts.info('Adresy zkopírovány');
    });
    await act(() => vi.advanceTimersByTimeAsync(60 * 60_000));
    expect(screen.queryByText('Adresy zkopírovány')).not.toBeInTheDocument();
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Předobjednávka za 15 min bez řidiče');
    expect(screen.getByRole('link', { name: 'Otevřít objednávku č. 2201' })).toHaveAttribute(
      'href',
      '/admin/orders/2201',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zavřít oznámení' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a toast with an action', () => {
  it('runs the action from the toast and closes it', () => {
    const onAction = vi.fn();
    const toasts = renderToasts();
    act(() => {
      toasts.warning('Objednávka č. 2203 byla odmítnuta.', {
        action: { label: 'Přeobsadit', onAction },
        link: { to: '/admin/orders/2203', label: 'Otevřít objednávku č. 2203' },
      });
    });
    expect(screen.getByRole('link', { name: 'Otevřít objednávku č. 2203' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Přeobsadit' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('an error while the screen is locked', () => {
  it('is not shown: the locked session refused the call, which is made again after unlocking', () => {
    const toasts = renderToasts();
    lockScreen();
    try {
      act(() => {
        toasts.error('Obrazovka se zamkla po nečinnosti. Zadejte prosím heslo.');
        toasts.warning('Objednávka č. 2203 byla odmítnuta.');
      });
      expect(screen.queryByText(/nečinnosti/)).not.toBeInTheDocument();
      expect(screen.getByText('Objednávka č. 2203 byla odmítnuta.')).toBeInTheDocument();
    } finally {
      unlockScreen();
    }
    act(() => toasts.error('Server neodpovídá.'));
    expect(screen.getByText('Server neodpovídá.')).toBeInTheDocument();
  });
});

describe('a toast about one thing (keyed)', () => {
  it('takes the place of the earlier one, and goes when what it is about is dealt with', () => {
    const toasts = renderToasts();
    act(() => {
      toasts.warning('Nová objednávka z webu č. 2231', { key: 'web-2231', persistent: true });
      toasts.warning('Nová objednávka z webu č. 2232', { key: 'web-2232', persistent: true });
      toasts.warning('Objednávka z webu č. 2231 čeká 5 min bez řidiče', {
        key: 'web-2231',
        persistent: true,
        urgent: true,
      });
    });
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual([
      'Nová objednávka z webu č. 2232',
      'Objednávka z webu č. 2231 čeká 5 min bez řidiče',
    ]);
    expect(screen.getAllByRole('alert')[1]).toHaveAttribute('data-urgent');
    act(() => toasts.dismiss('web-2231'));
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual([
      'Nová objednávka z webu č. 2232',
    ]);
  });

  it('tells who showed it when the user closes it or follows its link, not when dismissed', () => {
    const onClose = vi.fn();
    const onFollow = vi.fn();
    const toasts = renderToasts();
    act(() => {
      toasts.warning('Nová objednávka z webu č. 2231', {
        key: 'web-2231',
        persistent: true,
        onClose,
        link: { to: '/admin/orders/2231', label: 'Otevřít objednávku', onFollow },
      });
    });
    fireEvent.click(screen.getByRole('link', { name: 'Otevřít objednávku' }));
    expect(onFollow).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      toasts.warning('Nová objednávka z webu č. 2231', { key: 'web-2231', persistent: true, onClose });
    });
    act(() => toasts.dismiss('web-2231'));
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      toasts.warning('Nová objednávka z webu č. 2231', { key: 'web-2231', persistent: true, onClose });
    });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
