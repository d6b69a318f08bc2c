import type { Messages } from '@/i18n/messages';

export const contact: Messages['contact'] = {
  name: 'Name',
  email: 'E-Mail',
  subject: 'Betreff',
  message: 'Nachricht',
  send: 'Nachricht senden',
  sending: 'Wird gesendet …',
  note: 'Bitte füllen Sie alle Felder aus. Wir antworten in der Regel bis zum nächsten Tag.',
  sent: 'Ihre Nachricht wurde gesendet. Vielen Dank!',
  failed: 'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.',
  throttled: 'Sie haben zu viele Nachrichten gesendet. Bitte versuchen Sie es später noch einmal.',
  required: {
    name: 'Bitte geben Sie Ihren Namen ein.',
    email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    subject: 'Bitte geben Sie einen Betreff ein.',
    message: 'Bitte schreiben Sie uns eine Nachricht.',
  },
  invalidEmail: 'Bitte geben Sie Ihre E-Mail-Adresse in der Form name@beispiel.de ein.',
  tooLong: 'Höchstens {limit} Zeichen',
  controlCharacters: 'Bitte ohne Zeilenumbrüche oder Steuerzeichen',
  invalid: 'Bitte prüfen Sie dieses Feld.',
};
