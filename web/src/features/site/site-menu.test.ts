import { describe, expect, it } from 'vitest';
import { enhanceSiteMenu } from './site-menu';

function prerenderedHeader(): HTMLElement {
  document.body.innerHTML = `
    <header>
      <button type="button" aria-expanded="false" aria-controls="site-menu">Menu</button>
      <nav id="site-menu" aria-label="Hlavní navigace" data-open="false">
        <ul><li><a href="/#contact">Kontakt</a></li></ul>
      </nav>
    </header>`;
  return document.querySelector('header')!;
}

describe('the static pages’ phone menu', () => {
  it('opens and closes with its toggle', () => {
    const header = prerenderedHeader();
    enhanceSiteMenu(header);
    const toggle = header.querySelector('button')!;
    const menu = header.querySelector('nav')!;
    toggle.click();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open', 'true');
    toggle.click();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');
  });

  it('closes on Escape and when a link is followed', () => {
    const header = prerenderedHeader();
    enhanceSiteMenu(header);
    const toggle = header.querySelector('button')!;
    toggle.click();
    toggle.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.click();
    const link = header.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
