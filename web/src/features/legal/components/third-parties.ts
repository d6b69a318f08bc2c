/** Third-party services the Android app uses, with links to their own terms and privacy policies. */
export const THIRD_PARTY_SERVICES = [
  {
    name: 'Služby Google Play',
    privacy: 'https://policies.google.com/privacy',
    terms: 'https://policies.google.com/terms',
  },
  {
    name: 'Google Analytics pro Firebase',
    privacy: 'https://firebase.google.com/support/privacy',
    terms: 'https://firebase.google.com/terms/analytics',
  },
  {
    name: 'Firebase Crashlytics',
    privacy: 'https://firebase.google.com/support/privacy',
    terms: 'https://firebase.google.com/terms/crashlytics',
  },
  {
    name: 'Mapy Google',
    privacy: 'https://policies.google.com/privacy',
    terms: 'https://maps.google.com/help/terms_maps/',
  },
] as const;
