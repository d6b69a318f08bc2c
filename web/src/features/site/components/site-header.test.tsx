import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { JS_CLASS } from '@/config/nav-items';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  beforeEach(() => document.documentElement.classList.add(JS_CLASS));

  it('links the entries of the specification, the order page, the remembered ride and both session entries', () => {
    renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Hlavní navigace', hidden: true });
    const links = [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Ceník', '/#pricing'],
      ['O nás', '/#about'],
      ['Aplikace', '/#services'],
      ['Kontakt', '/#contact'],
      ['Galerie', '/galerie'],
      ['Objednat', '/objednat'],
      ['Vaše jízda', '/objednavka/stav'],
      ['Přihlásit se', '/login'],
      ['Administrace', '/admin/dashboard'],
    ]);
    const phone = screen.getByRole('banner').querySelector('a[href^="tel:"]');
    expect(phone).toHaveAttribute('href', 'tel:+420777050050');
    expect(phone).toHaveTextContent('+420 777 050 050');
  });

  it('opens and closes the phone menu with a button that reports its state', async () => {
    renderWithProviders(<SiteHeader />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Galerie' }));
    expect(screen.getByText('jinde: /galerie')).toBeInTheDocument();
  });
});
