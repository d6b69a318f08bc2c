// @vitest-environment node
// The translation check of issue 43, run by `npm test`: every key in all three dictionaries with the
// same placeholders, and no German or English page showing a Czech word of the site's own text. The
// pages are rendered as the prerenderer renders them (src/entry-server.tsx), islands included.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_KEYS, publicPath } from '@/config/public-pages';
import { publicPageMeta } from '@/config/page-meta';
import { render } from '@/entry-server';
import { ALL_MESSAGES } from './all-messages';
import { placeholdersOf } from './fill';
import type { Locale } from './locales';

type Leaf = { key: string; text: string };

/** Every text of a dictionary with its key (`home.hero.offer`, `gallery.alts.3`). */
function leaves(value: unknown, key = ''): Leaf[] {
  if (typeof value === 'string') {
    return [{ key, text: value }];
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, inner]) => leaves(inner, key ? `${key}.${name}` : name));
  }
  return [{ key, text: String(value) }];
}

const WORD = /\p{L}+(?:[-’']\p{L}+)*/gu;
const words = (text: string) => (text.match(WORD) ?? []).map((word) => word.toLowerCase());
const CZECH_LETTERS = /[ěščřžůňťď]/;

const cs = leaves(ALL_MESSAGES.cs);
const translations = { de: leaves(ALL_MESSAGES.de), en: leaves(ALL_MESSAGES.en) } as const;
const wordsOf = (dictionary: Leaf[]) => new Set(dictionary.flatMap((leaf) => words(leaf.text)));

/**
 * Words a German or English page may show although they are Czech: names the visitor needs as they
 * are written (places, stations, the brand). Any word both translations use is such a name too
 * (Litoměřice, Terezín, Mírové náměstí, horní nádraží), so this list holds only the rest.
 */
const NAMES = new Set(['české', 'středohoří', 'dlouhá', 'pixelárna', 'kč', 'gdpr']);
const shared = [...wordsOf(translations.de)].filter((word) => wordsOf(translations.en).has(word));
const allowed = new Set([...NAMES, ...shared]);
/** The site's own Czech words that no translation may show: three letters or more, no name. */
const czechWords = new Set([...wordsOf(cs)].filter((word) => word.length >= 3 && !allowed.has(word)));
const ownWords = { de: wordsOf(translations.de), en: wordsOf(translations.en) } as const;

/** The text a page shows or speaks, leaving out what is marked as another language (the switcher). */
function pageText(html: string, locale: Locale): string[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  document.querySelectorAll('script, style').forEach((element) => element.remove());
  const foreign = (element: Element) =>
    (element.closest('[lang]')?.getAttribute('lang') ?? locale) !== locale;
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement && !foreign(node.parentElement)) {
      texts.push(node.textContent ?? '');
    }
  }
  for (const element of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
    if (!foreign(element)) {
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
        texts.push(element.getAttribute(name) ?? '');
      }
    }
  }
  return texts.filter((text) => text.trim());
}

/**
 * Each Czech word on a page in `locale`, with a little of its text around it: a word of the Czech
 * dictionary the page's own language does not use (`menu`, `data`, `kontakt` are its words too), and
 * any word with a letter only Czech writes, wherever it came from, unless it is a name.
 */
function czechOn(texts: string[], locale: 'de' | 'en'): string[] {
  const found: string[] = [];
  for (const text of texts) {
    for (const word of words(text)) {
      const czech = CZECH_LETTERS.test(word) || (czechWords.has(word) && !ownWords[locale].has(word));
      if (czech && !allowed.has(word)) {
        found.push(`"${word}" in "${text.trim().slice(0, 70)}"`);
      }
    }
  }
  return found;
}

/**
 * A translation fills the same places as the Czech text (a link, a price, a phone number), so none
 * is lost. A page's title is the copywriter's: it may leave a value out, but never add one.
 */
function samePlaceholders(key: string, czech: string, translated: string): boolean {
  const ours = new Set(placeholdersOf(czech));
  const theirs = new Set(placeholdersOf(translated));
  const subset = [...theirs].every((name) => ours.has(name));
  return key.endsWith('.meta.title') ? subset : subset && theirs.size === ours.size;
}

describe('the dictionaries', () => {
  it.each(['de', 'en'] as const)('%s has every Czech key, no other, and the same placeholders', (locale) => {
    const theirs = new Map(translations[locale].map((leaf) => [leaf.key, leaf.text]));
    const problems: string[] = [];
    for (const { key, text } of cs) {
      const translated = theirs.get(key);
      if (translated === undefined) {
        problems.push(`${key}: missing`);
      } else if (text !== '' && translated.trim() === '') {
        problems.push(`${key}: empty`);
      } else if (!samePlaceholders(key, text, translated)) {
        problems.push(
          `${key}: placeholders ${placeholdersOf(translated).join()} instead of ${placeholdersOf(text).join()}`,
        );
      }
      theirs.delete(key);
    }
    problems.push(...[...theirs.keys()].map((key) => `${key}: not in the Czech dictionary`));
    expect(problems).toEqual([]);
  });
});

describe('the German and English pages', () => {
  const pages = (['de', 'en'] as const).flatMap((locale) => [
    ...PUBLIC_PAGE_KEYS.map((page) => ({ locale, page, url: publicPath(page, locale) })),
    { locale, page: null, url: `/${locale}/neexistuje` },
  ]);

  it.each(pages)('$url shows no Czech word of the site’s own text', async ({ locale, page, url }) => {
    const { html } = await render(url);
    const texts = pageText(html, locale);
    if (page) {
      const meta = publicPageMeta(page, locale, ALL_MESSAGES[locale]);
      texts.push(meta.title, meta.description);
    }
    expect(texts.length).toBeGreaterThan(5);
    expect(czechOn(texts, locale)).toEqual([]);
  });

  it('the check finds what it is for: a Czech phrase, a Czech word from outside the dictionaries', () => {
    expect(czechOn(['Fahrt für 50 Kč – zavolejte nám', 'Zurück nach oben', 'Zpět nahoru'], 'de')).toEqual([
      '"zavolejte" in "Fahrt für 50 Kč – zavolejte nám"',
      '"nám" in "Fahrt für 50 Kč – zavolejte nám"',
      '"zpět" in "Zpět nahoru"',
      '"nahoru" in "Zpět nahoru"',
    ]);
  });
});
