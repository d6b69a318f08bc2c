import type { Messages } from '@/i18n/messages';

export const legal: Messages['legal'] = {
  eyebrow: 'Rechtliches',
  effective: 'Gültig ab {date}',
  contents: 'Inhalt',
  prevails: 'Dies ist eine Übersetzung zu Ihrer Information. Maßgeblich ist die tschechische Fassung.',
  services: {
    play: 'Google Play-Dienste',
    analytics: 'Google Analytics für Firebase',
    crashlytics: 'Firebase Crashlytics',
    maps: 'Google Maps',
  },
  privacyOf: '{service} – Datenschutzerklärung',
  termsOf: '{service} – Nutzungsbedingungen',
};
