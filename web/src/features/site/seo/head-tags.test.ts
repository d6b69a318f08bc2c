import { describe, expect, it } from 'vitest';
import { headTags } from './head-tags';
import { PAGE_META } from '@/config/page-meta';

describe('head tags of a prerendered page', () => {
  it('carry title, description, canonical URL and Open Graph', () => {
    const html = headTags(PAGE_META.gallery);
    expect(html).toContain('<title>Galerie – Taxi Litoměřice</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.taxi-litomerice.cz/galerie" />');
    expect(html).toContain('<meta property="og:url" content="https://www.taxi-litomerice.cz/galerie" />');
    expect(html).toContain('<meta property="og:locale" content="cs_CZ" />');
    expect(html).not.toContain('noindex');
  });

  it('keep pages that should not be listed out of search engines', () => {
    const html = headTags(PAGE_META.login);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
  });

  it('escape text and never let structured data close its script element', () => {
    const html = headTags(
      { path: '/x', title: 'A & "B" <C>', description: 'd' },
      { name: '</script><script>alert(1)</script>' },
    );
    expect(html).toContain('<title>A &amp; &quot;B&quot; &lt;C&gt;</title>');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });
});
