import { X } from 'lucide-react';
import styled from 'styled-components';
import { VisuallyHidden } from '@/components/ui/feedback';
import {
  LANGUAGE_HINT_DISMISS_ATTRIBUTE,
  LANGUAGE_OFFER_ATTRIBUTE,
  LANGUAGE_SWITCH_ATTRIBUTE,
  OFFER_CLASS_PREFIX,
} from '@/i18n/language-choice';
import { useDictionaries, useLocale } from '@/i18n/locale-context';
import { type Locale, LOCALES } from '@/i18n/locales';

const StyledHint = styled.aside`
  display: none;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm} ${theme.space.xs} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.textOnDark};
  text-align: center;
  ${LOCALES.map(
    (locale) =>
      `html.${OFFER_CLASS_PREFIX}${locale} &[${LANGUAGE_OFFER_ATTRIBUTE}='${locale}'] { display: flex; }`,
  ).join('\n')}
  p {
    margin: 0;
    line-height: 1.3;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    margin-left: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-underline-offset: 4px;
  }
  button {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    padding: 0;
    border: none;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.textOnDark};
    cursor: pointer;
    &:hover {
      background: color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 14%, transparent);
    }
  }
  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.brand};
  }
`;

/**
 * The one-time offer of this page in the language the browser prefers, written in that language.
 * Every offer is in the prerendered page, hidden: the head script (web/index.html) shows the one
 * wanted before the first paint, so the bar never pushes anything once painted; it never redirects.
 * Its link and button work through `rememberLanguageChoice`, before and without the page's script.
 */
export function LanguageHint({ alternates }: { alternates: Readonly<Record<Locale, string>> }) {
  const locale = useLocale();
  const dictionaries = useDictionaries();
  return LOCALES.filter((language) => language !== locale).map((language) => {
    const texts = dictionaries[language]?.site.hint;
    return texts ? (
      <StyledHint
        key={language}
        lang={language}
        aria-label={texts.label}
        {...{ [LANGUAGE_OFFER_ATTRIBUTE]: language }}
      >
        <p>
          {texts.text}
          <a href={alternates[language]} hrefLang={language} {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: '' }}>
            {texts.link}
          </a>
        </p>
        <button type="button" title={texts.dismiss} {...{ [LANGUAGE_HINT_DISMISS_ATTRIBUTE]: '' }}>
          <X size={20} aria-hidden />
          <VisuallyHidden>{texts.dismiss}</VisuallyHidden>
        </button>
      </StyledHint>
    ) : null;
  });
}
