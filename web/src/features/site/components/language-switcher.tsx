import styled from 'styled-components';
import { VisuallyHidden } from '@/components/ui/feedback';
import { LANGUAGE_SWITCH_ATTRIBUTE } from '@/i18n/language-choice';
import { useLocale, useMessages } from '@/i18n/locale-context';
import { type Locale, LOCALE_INFO, LOCALES } from '@/i18n/locales';

const StyledLanguages = styled.nav`
  ul {
    gap: 0;
  }
  li {
    display: flex;
    align-items: center;
  }
  /* The dots between the languages are decoration: no text for screen readers. */
  li + li::before {
    content: '·' / '';
    padding: 0 ${({ theme }) => theme.space.xxs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  && a {
    justify-content: center;
    min-width: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.04em;
  }
  && a[aria-current='true'] {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 6px;
  }
`;

/**
 * "CS · DE · EN": the same page in each language. Plain links (a language is another prerendered
 * page); the inline script of the page (`rememberLanguageChoice`) adds the section in view and
 * remembers the choice. Each link is spoken in its own language ("DE – Deutsch").
 */
export function LanguageSwitcher({ alternates }: { alternates: Readonly<Record<Locale, string>> }) {
  const locale = useLocale();
  const t = useMessages().site;
  return (
    <StyledLanguages className="languages" aria-label={t.languages}>
      <ul>
        {LOCALES.map((language) => (
          <li key={language}>
            <a
              href={alternates[language]}
              hrefLang={language}
              lang={language}
              aria-current={language === locale ? 'true' : undefined}
              {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: '' }}
            >
              {LOCALE_INFO[language].short}
              <VisuallyHidden> – {LOCALE_INFO[language].name}</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </StyledLanguages>
  );
}
