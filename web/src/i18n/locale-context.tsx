import { createContext, type ReactNode, useContext } from 'react';
import { cs } from './cs';
import { DEFAULT_LOCALE, type Locale } from './locales';
import type { Messages } from './messages';

/** The dictionaries at hand: all three when prerendering, the page's own in the browser (load-messages.ts). */
export type Dictionaries = Partial<Record<Locale, Messages>> & { cs: Messages };

const DictionariesContext = createContext<Dictionaries>({ cs });
const LocaleContext = createContext<{ locale: Locale; messages: Messages }>({
  locale: DEFAULT_LOCALE,
  messages: cs,
});

export function DictionariesProvider({ value, children }: { value: Dictionaries; children: ReactNode }) {
  return <DictionariesContext.Provider value={value}>{children}</DictionariesContext.Provider>;
}

export function useDictionaries(): Dictionaries {
  return useContext(DictionariesContext);
}

/** The page's language and its texts, for everything inside. */
export function LocaleProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  return <LocaleContext.Provider value={{ locale, messages }}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

export function useMessages(): Messages {
  return useContext(LocaleContext).messages;
}
