import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Dialog } from './dialog';

function renderPanel() {
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <label>
        Hledat
        <input type="search" />
      </label>
      <button type="button">Řádek</button>
      <Dialog open modal={false} placement="side" title="Objednávka č. 1216" onClose={onClose}>
        <p>Podrobnosti</p>
      </Dialog>
    </>,
  );
  return onClose;
}

describe('a dialog that is not modal', () => {
  it('stays beside the page, which remains usable', () => {
    renderPanel();
    expect(screen.getByRole('dialog', { name: 'Objednávka č. 1216' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Řádek' })).toBeEnabled();
  });

  it('closes on Escape from the page or from inside, but not while a field elsewhere has it', () => {
    const onClose = renderPanel();
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Hledat' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Řádek' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByText('Podrobnosti'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
