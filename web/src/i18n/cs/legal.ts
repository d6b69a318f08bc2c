/** What the privacy policy and the terms share. */
export const legal = {
  eyebrow: 'Právní informace',
  effective: 'Platné a účinné od {date}',
  contents: 'Obsah',
  /** The translations say that the Czech text prevails; the Czech one says nothing. */
  prevails: '',
  services: {
    play: 'Služby Google Play',
    analytics: 'Google Analytics pro Firebase',
    crashlytics: 'Firebase Crashlytics',
    maps: 'Mapy Google',
  },
  privacyOf: '{service} – zásady ochrany soukromí',
  termsOf: '{service} – smluvní podmínky',
} as const;
