import type { Messages } from '@/i18n/messages';

export const legal: Messages['legal'] = {
  eyebrow: 'Legal',
  effective: 'Effective from {date}',
  contents: 'Contents',
  prevails: 'This translation is provided for your convenience. The Czech version prevails.',
  services: {
    play: 'Google Play services',
    analytics: 'Google Analytics for Firebase',
    crashlytics: 'Firebase Crashlytics',
    maps: 'Google Maps',
  },
  privacyOf: '{service} – privacy policy',
  termsOf: '{service} – terms of service',
};
