import { cs } from './cs';
import { de } from './de';
import { en } from './en';
import type { Dictionaries } from './locale-context';
import type { Locale } from './locales';
import type { Messages } from './messages';

/** Every dictionary: for the prerenderer and tests (the browser loads its page's own, load-messages.ts). */
export const ALL_MESSAGES: Record<Locale, Messages> & Dictionaries = { cs, de, en };
