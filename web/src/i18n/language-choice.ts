/** localStorage key of the visitor's language choice; web/index.html's head script reads it too. */
export const LANGUAGE_CHOICE_KEY = 'languageChoice';
/** Class the head script puts on <html> to show the hint offering a language: `offer-de`. */
export const OFFER_CLASS_PREFIX = 'offer-';
/** Marks the links to the same page in another language (the switcher, the hint). */
export const LANGUAGE_SWITCH_ATTRIBUTE = 'data-switch-locale';
/** Marks the hint of one language (`data-language-offer="de"`). */
export const LANGUAGE_OFFER_ATTRIBUTE = 'data-language-offer';
/** Marks the hint's button that declines the offer. */
export const LANGUAGE_HINT_DISMISS_ATTRIBUTE = 'data-language-hint-dismiss';

export type LanguageChoiceOptions = {
  key: string;
  offerPrefix: string;
  switchSelector: string;
  dismissSelector: string;
};

export const LANGUAGE_CHOICE_OPTIONS: LanguageChoiceOptions = {
  key: LANGUAGE_CHOICE_KEY,
  offerPrefix: OFFER_CLASS_PREFIX,
  switchSelector: `a[${LANGUAGE_SWITCH_ATTRIBUTE}]`,
  dismissSelector: `[${LANGUAGE_HINT_DISMISS_ATTRIBUTE}]`,
};

/**
 * What the language switcher and the language hint do, on every prerendered public page from its
 * first paint: web/scripts/prerender.mjs inlines this function's source (with the options above), so
 * it may use nothing from outside itself, and it works before and without the page's script.
 *
 * - A link to another language remembers the choice (the hint is not offered again) and takes the
 *   visitor to the same section: the last section with an id (or heading with an id, in a section
 *   without one) whose top is in the upper half of the screen (ids are the same in every language).
 *   At the top of a page, no section.
 * - The hint's "no, thanks" remembers the page's own language and hides every offer.
 */
export function rememberLanguageChoice({
  key,
  offerPrefix,
  switchSelector,
  dismissSelector,
}: LanguageChoiceOptions): void {
  const root = document.documentElement;
  function remember(locale: string): void {
    try {
      localStorage.setItem(key, locale);
    } catch {
      // Storage blocked: the hint may come again on the next page, nothing else changes.
    }
  }
  function sectionInView(): string {
    let found = '';
    if (window.scrollY < 1) {
      return found;
    }
    // A section's own heading is the section: only headings of sections without an id count apart.
    document.querySelectorAll('main section[id], main h2[id]:not(section[id] h2)').forEach((element) => {
      if (element.getBoundingClientRect().top <= window.innerHeight / 2) {
        found = element.id;
      }
    });
    return found;
  }
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target ? target.closest<HTMLAnchorElement>(switchSelector) : null;
    if (link) {
      remember(link.hreflang);
      const section = sectionInView();
      link.hash = section ? `#${section}` : '';
      return;
    }
    if (target && target.closest(dismissSelector)) {
      remember(root.lang);
      Array.from(root.classList).forEach((name) => {
        if (name.indexOf(offerPrefix) === 0) {
          root.classList.remove(name);
        }
      });
    }
  });
}
