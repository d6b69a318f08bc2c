import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { POSTER_SEEN_CLASS, POSTER_SEEN_KEY } from '@/features/landing/poster-seen';
import { PosterPopup } from './poster-popup';

describe('PosterPopup', () => {
  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.classList.remove(POSTER_SEEN_CLASS);
  });

  it('shows the poster until closed, then remembers it', async () => {
    renderWithProviders(<PosterPopup />);
    expect(screen.getByRole('img', { hidden: true })).toHaveAttribute('width', '400');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zavřít plakát', hidden: true }));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(POSTER_SEEN_KEY)).not.toBeNull();
    expect(document.documentElement).toHaveClass(POSTER_SEEN_CLASS);
  });

  it('stays closed on a later visit', () => {
    window.localStorage.setItem(POSTER_SEEN_KEY, 'true');
    renderWithProviders(<PosterPopup />);
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });
});
