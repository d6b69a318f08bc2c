import type { ContactTexts } from '@/features/contact/contact-words';
import type { Locale } from '@/i18n/locales';

/** The contact form's texts of one language, each its own small chunk (the static landing page loads one). */
export const CONTACT_TEXTS: Record<Locale, () => Promise<ContactTexts>> = {
  cs: () => import('@/i18n/cs/contact').then((module) => module.contact),
  de: () => import('@/i18n/de/contact').then((module) => module.contact),
  en: () => import('@/i18n/en/contact').then((module) => module.contact),
};
