import { describe, expect, it } from 'vitest';
import { headTags } from './head-tags';
import { LOGIN_META, publicPageMeta } from '@/config/page-meta';
import { ALL_MESSAGES } from '@/i18n/all-messages';

const BASE = 'https://www.taxi-litomerice.cz';

describe('head tags of a prerendered page', () => {
  it('carry title, description, canonical URL and Open Graph', () => {
    const html = headTags(publicPageMeta('gallery', 'cs', ALL_MESSAGES.cs));
    expect(html).toContain('<title>Galerie – Taxi Litoměřice</title>');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/galerie" />`);
    expect(html).toContain(`<meta property="og:url" content="${BASE}/galerie" />`);
    expect(html).toContain('<meta property="og:locale" content="cs_CZ" />');
    expect(html).not.toContain('noindex');
  });

  it('name the page in every language, itself included, with Czech as the default', () => {
    const html = headTags(publicPageMeta('gallery', 'en', ALL_MESSAGES.en));
    expect(html).toContain('<title>Gallery – Taxi Litoměřice</title>');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/en/gallery" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="cs" href="${BASE}/galerie" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="de" href="${BASE}/de/galerie" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${BASE}/en/gallery" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${BASE}/galerie" />`);
    expect(html).toContain('<meta property="og:locale" content="en_GB" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="de_DE" />');
  });

  it('keep pages that should not be listed out of search engines', () => {
    const html = headTags(LOGIN_META);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang');
  });

  it('escape text and never let structured data close its script element', () => {
    const html = headTags(
      { path: '/x', title: 'A & "B" <C>', description: 'd', locale: 'cs' },
      { name: '</script><script>alert(1)</script>' },
    );
    expect(html).toContain('<title>A &amp; &quot;B&quot; &lt;C&gt;</title>');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });
});
