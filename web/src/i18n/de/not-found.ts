import type { Messages } from '@/i18n/messages';

export const notFound: Messages['notFound'] = {
  meta: { title: 'Seite nicht gefunden – {name}', description: 'Die gesuchte Seite gibt es nicht.' },
  title: 'Seite nicht gefunden',
  text: 'Hier geht es leider nicht weiter. Die Seite, die Sie suchen, gibt es nicht oder sie ist umgezogen. Prüfen Sie bitte die Adresse oder machen Sie auf der Startseite weiter.',
  home: 'Zur Startseite',
  call: 'Taxi anrufen',
};
