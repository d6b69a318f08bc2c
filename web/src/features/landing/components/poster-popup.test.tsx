import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../site/testing/render-page';
import { POSTER_SEEN_CLASS, POSTER_SEEN_KEY } from '../poster-seen';
import { PosterPopup } from './poster-popup';

describe('PosterPopup', () => {
  afterEach(cleanup);

  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.classList.remove(POSTER_SEEN_CLASS);
  });

  it('shows the poster until closed, then remembers it', async () => {
    renderPage(<PosterPopup />);
    expect(screen.getByRole('img', { hidden: true })).toHaveAttribute('width', '400');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zavřít plakát', hidden: true }));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(POSTER_SEEN_KEY)).not.toBeNull();
    expect(document.documentElement).toHaveClass(POSTER_SEEN_CLASS);
  });

  it('stays closed on a later visit', () => {
    window.localStorage.setItem(POSTER_SEEN_KEY, 'true');
    renderPage(<PosterPopup />);
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });
});
