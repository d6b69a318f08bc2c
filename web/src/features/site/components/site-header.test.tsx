import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { JS_CLASS } from '@/config/nav-items';
import { PUBLIC_PAGE_PATHS } from '@/config/public-pages';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  beforeEach(() => document.documentElement.classList.add(JS_CLASS));

  it('links the entries of the specification, the order page, the remembered ride, both session entries and the three languages', () => {
    renderWithProviders(<SiteHeader alternates={PUBLIC_PAGE_PATHS.gallery} />);
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
    const languages = screen.getByRole('navigation', { name: 'Jazyk', hidden: true });
    expect(
      [...languages.querySelectorAll('a')].map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('lang'),
        link.getAttribute('aria-current'),
      ]),
    ).toEqual([
      ['CS – čeština', '/galerie', 'cs', 'true'],
      ['DE – Deutsch', '/de/galerie', 'de', null],
      ['EN – English', '/en/gallery', 'en', null],
    ]);
    const phone = screen.getByRole('banner').querySelector('a[href^="tel:"]');
    expect(phone).toHaveAttribute('href', 'tel:+420777050050');
    expect(phone).toHaveTextContent('+420 777 050 050');
  });

  it('opens and closes the phone menu with a button that reports its state', async () => {
    renderWithProviders(<SiteHeader alternates={PUBLIC_PAGE_PATHS.home} />);
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
