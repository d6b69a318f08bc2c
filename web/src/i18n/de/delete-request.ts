import type { Messages } from '@/i18n/messages';

export const deleteRequest: Messages['deleteRequest'] = {
  meta: {
    title: 'Konto löschen – {name}',
    description: 'So beantragen Sie die Löschung Ihres Kontos in der App von {name}.',
  },
  eyebrow: 'Ihr Konto in der App',
  title: 'Konto löschen',
  text: 'Wenn Sie Ihr Konto und alle zugehörigen Daten löschen lassen möchten, schreiben Sie bitte unserem Support an {email}.',
  mailSubject: 'Antrag auf Löschung meines Kontos',
};
