import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { SESSION_HINT_COOKIE } from '@taxi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { POSTER_SEEN_CLASS, POSTER_SEEN_KEY } from '@/features/landing/poster-seen';
import { JS_CLASS, RIDE_CLASS, SESSION_CLASS } from '@/config/nav-items';
import { WEB_RIDE_KEY } from '@/features/web-order/web-ride-storage';
import { LANGUAGE_CHOICE_KEY, OFFER_CLASS_PREFIX } from '@/i18n/language-choice';
import { LOCALES } from '@/i18n/locales';

// The inline script of web/index.html runs before the first paint; it must agree with the app.
const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

function runHeadScript(languages: readonly string[] = ['cs-CZ'], pageLang = 'cs') {
  document.documentElement.className = '';
  document.documentElement.lang = pageLang;
  runInNewContext(script, {
    document,
    localStorage: window.localStorage,
    navigator: { languages, language: languages[0] },
  });
  return document.documentElement.classList;
}

const offers = (classes: DOMTokenList) => [...classes].filter((name) => name.startsWith(OFFER_CLASS_PREFIX));

describe('the head script', () => {
  afterEach(() => {
    document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0`;
    document.cookie = 'sessionid=; Max-Age=0';
    window.localStorage.clear();
    document.documentElement.lang = '';
  });

  it('uses the names the app uses', () => {
    expect(script).toContain(`${SESSION_HINT_COOKIE}=`);
    expect(script).toContain(`'${POSTER_SEEN_KEY}'`);
    expect(script).toContain(`'${SESSION_CLASS}'`);
    expect(script).toContain(`'${POSTER_SEEN_CLASS}'`);
    expect(script).toContain(`'${JS_CLASS}'`);
    expect(script).toContain(`'${LANGUAGE_CHOICE_KEY}'`);
    expect(script).toContain(`'${OFFER_CLASS_PREFIX}'`);
    for (const locale of LOCALES) {
      expect(script).toContain(`'${locale}'`);
    }
    expect(script).toContain(`'${WEB_RIDE_KEY}'`);
    expect(script).toContain(`'${RIDE_CLASS}'`);
  });

  it('marks a remembered web order, so the header shows "Vaše jízda" from the first paint', () => {
    expect(runHeadScript().contains(RIDE_CLASS)).toBe(false);
    window.localStorage.setItem(WEB_RIDE_KEY, '{"statusToken":"a.b.c","orderNumber":1}');
    expect(runHeadScript().contains(RIDE_CLASS)).toBe(true);
  });

  it('offers the language the browser prefers most among the site’s, on a page in another', () => {
    expect(offers(runHeadScript(['de-AT', 'en']))).toEqual(['offer-de']);
    expect(offers(runHeadScript(['pl', 'en-US', 'de']))).toEqual(['offer-en']);
    expect(offers(runHeadScript(['de-DE'], 'de'))).toEqual([]);
    expect(offers(runHeadScript(['sk', 'de'], 'en'))).toEqual(['offer-cs']);
    expect(offers(runHeadScript(['cs-CZ', 'de']))).toEqual([]);
    expect(offers(runHeadScript(['fr', 'it']))).toEqual([]);
  });

  it('offers nothing once the visitor has chosen or declined', () => {
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, 'cs');
    expect(offers(runHeadScript(['de-DE']))).toEqual([]);
  });

  it('marks a session only for the companion cookie', () => {
    expect(runHeadScript().contains(SESSION_CLASS)).toBe(false);
    document.cookie = 'sessionid=abc';
    expect(runHeadScript().contains(SESSION_CLASS)).toBe(false);
    document.cookie = `${SESSION_HINT_COOKIE}=1`;
    const classes = runHeadScript();
    expect(classes.contains(SESSION_CLASS)).toBe(true);
    expect(classes.contains(JS_CLASS)).toBe(true);
  });

  it('marks the poster as seen from the stored flag', () => {
    expect(runHeadScript().contains(POSTER_SEEN_CLASS)).toBe(false);
    window.localStorage.setItem(POSTER_SEEN_KEY, 'true');
    expect(runHeadScript().contains(POSTER_SEEN_CLASS)).toBe(true);
  });
});
