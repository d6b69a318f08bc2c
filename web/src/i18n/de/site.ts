import type { Messages } from '@/i18n/messages';

export const site: Messages['site'] = {
  skipLink: 'Zum Inhalt springen',
  navLabel: 'Hauptnavigation',
  menu: 'Menü',
  nav: {
    pricing: 'Preise',
    about: 'Über uns',
    services: 'App',
    contact: 'Kontakt',
    gallery: 'Galerie',
    order: 'Bestellen',
  },
  /** The header's link to the open web order this device remembers. */
  yourRide: 'Ihre Fahrt',
  session: { signedOut: 'Mitarbeiter-Login', signedIn: 'Verwaltung' },
  languages: 'Sprache',
  appRebuild: {
    title: 'Unsere App ist vorübergehend nicht verfügbar',
    text: 'Wir bauen sie gerade komplett neu – im neuen Jahr ist sie wieder für Sie da.',
    byPhone: 'Bis dahin bestellen Sie Ihr Taxi einfach telefonisch.',
  },
  footer: {
    tagline: 'Ihr Taxi in Litoměřice: schnell bestellt, schnell bei Ihnen.',
    pages: 'Seiten',
    contact: 'Kontakt',
    legal: 'Rechtliches',
    social: 'Folgen Sie uns',
    privacyPolicy: 'Datenschutzerklärung',
    terms: 'Nutzungsbedingungen',
    deleteRequest: 'Konto löschen',
    copyright: '© {year} {name}. Alle Rechte vorbehalten.',
    agency: 'Website: {agency}',
  },
  backToTop: 'Nach oben',
  newWindow: '(öffnet in einem neuen Fenster)',
  hint: {
    label: 'Sprache der Seite',
    text: 'Diese Seite gibt es auch auf Deutsch.',
    link: 'Auf Deutsch lesen',
    dismiss: 'Nein, danke',
  },
};
