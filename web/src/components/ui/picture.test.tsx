import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Picture } from './picture';

const hero = { ...company.images.hero, alt: 'Žluté taxi večer na náměstí' };

function renderPicture(variant?: 'all' | 'large') {
  const { container } = renderWithProviders(
    <Picture image={hero} sizes="calc(100vw - 32px)" variant={variant} />,
  );
  const [avif, webp] = container.querySelectorAll('source');
  const img = container.querySelector('img');
  if (!avif || !webp || !img) {
    throw new Error('no <picture> rendered');
  }
  return { avif, webp, img };
}

describe('Picture', () => {
  it('offers every width of the image, so a phone can pick the step between 1x and 2x', () => {
    const { avif, webp, img } = renderPicture();
    // The browser takes the first source whose type it knows: AVIF is the smallest, so it comes first.
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif.getAttribute('srcset')).toBe(
      '/images/hero-640.avif 640w, /images/hero-720.avif 720w, /images/hero-1280.avif 1280w',
    );
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp.getAttribute('srcset')).toBe(
      '/images/hero-640.webp 640w, /images/hero-720.webp 720w, /images/hero-1280.webp 1280w',
    );
    expect(img.getAttribute('srcset')).toBe(
      '/images/hero-640.jpg 640w, /images/hero-720.jpg 720w, /images/hero-1280.jpg 1280w',
    );
    expect(img).toHaveAttribute('src', '/images/hero-640.jpg');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');
    expect(img).toHaveAttribute('alt', hero.alt);
  });

  it('serves only the largest file, at its own size, for the lightbox', () => {
    const { avif, webp, img } = renderPicture('large');
    expect(avif.getAttribute('srcset')).toBe('/images/hero-1280.avif 1280w');
    expect(webp.getAttribute('srcset')).toBe('/images/hero-1280.webp 1280w');
    expect(img).toHaveAttribute('src', '/images/hero-1280.jpg');
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '960');
  });
});
