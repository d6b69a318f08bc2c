import type { Messages } from '@/i18n/messages';

/**
 * Third-party services the Android app uses, with links to their own terms and privacy policies; their
 * names are in the dictionaries (`legal.services`).
 */
export const THIRD_PARTY_SERVICES: readonly {
  key: keyof Messages['legal']['services'];
  privacy: string;
  terms: string;
}[] = [
  {
    key: 'play',
    privacy: 'https://policies.google.com/privacy',
    terms: 'https://policies.google.com/terms',
  },
  {
    key: 'analytics',
    privacy: 'https://firebase.google.com/support/privacy',
    terms: 'https://firebase.google.com/terms/analytics',
  },
  {
    key: 'crashlytics',
    privacy: 'https://firebase.google.com/support/privacy',
    terms: 'https://firebase.google.com/terms/crashlytics',
  },
  {
    key: 'maps',
    privacy: 'https://policies.google.com/privacy',
    terms: 'https://maps.google.com/help/terms_maps/',
  },
];
