import type { Messages } from '@/i18n/messages';

export const site: Messages['site'] = {
  skipLink: 'Skip to content',
  navLabel: 'Main navigation',
  menu: 'Menu',
  nav: {
    pricing: 'Prices',
    about: 'About us',
    services: 'App',
    contact: 'Contact',
    gallery: 'Gallery',
    order: 'Book a taxi',
  },
  /** The header's link to the open web order this device remembers. */
  yourRide: 'Your ride',
  session: { signedOut: 'Staff login', signedIn: 'Admin' },
  languages: 'Language',
  appRebuild: {
    title: 'Our app is temporarily unavailable',
    text: 'We are rebuilding it from scratch – see you in the new year!',
    byPhone: 'In the meantime, just book your taxi by phone.',
  },
  footer: {
    tagline: 'Your taxi in Litoměřice: easy to book, quick to arrive.',
    pages: 'Pages',
    contact: 'Contact',
    legal: 'Legal',
    social: 'Follow us',
    privacyPolicy: 'Privacy policy',
    terms: 'Terms and conditions',
    deleteRequest: 'Delete your account',
    copyright: '© {year} {name}. All rights reserved.',
    agency: 'Website by {agency}.',
  },
  backToTop: 'Back to top',
  newWindow: '(opens in a new window)',
  hint: {
    label: 'Page language',
    text: 'This page is also available in English.',
    link: 'Read in English',
    dismiss: 'No, thanks',
  },
};
