import type { Messages } from '@/i18n/messages';

export const webOrder: Messages['webOrder'] = {
  codes: {
    'web-orders-unavailable': 'Online-Bestellungen nehmen wir gerade nicht an. Rufen Sie uns bitte an.',
    'outside-hours': 'Zu dieser Zeit fahren wir nicht. Wir fahren {hours}.',
    'preorder-window': 'Wählen Sie eine Zeit frühestens in 30 Minuten und spätestens in 14 Tagen.',
    'preorders-unavailable':
      'Fahrten für später können gerade nicht online bestellt werden. Bestellen Sie sie bitte telefonisch.',
    refused: 'Diese Bestellung können wir online nicht annehmen. Rufen Sie uns bitte an.',
    limited:
      'Von Ihrer Telefonnummer oder Verbindung kamen gerade zu viele Bestellungen oder Suchen. Rufen Sie uns bitte an.',
    'not-a-person':
      'Das Formular kam schneller zurück, als ein Mensch es ausfüllt. Prüfen Sie Ihre Angaben und senden Sie es erneut.',
    'quote-expired':
      'Der Preis war nicht mehr gültig, wir haben ihn neu berechnet. Prüfen Sie ihn und senden Sie die Bestellung ab.',
    'place-unknown': 'Bitte suchen Sie den Ort erneut und wählen Sie ihn aus der Liste.',
    'route-unavailable':
      'Zwischen diesen Orten haben wir keine Strecke mit dem Auto gefunden. Versuchen Sie andere Orte oder rufen Sie uns an.',
    failed: 'Die Bestellung konnte nicht gesendet werden. Rufen Sie uns bitte an.',
    'link-expired':
      'Dieser Link gilt nicht mehr: Die Fahrt endete vor mehr als 24 Stunden oder wurde storniert. Wenn Sie etwas brauchen, rufen Sie uns an.',
    'not-cancellable':
      'Ein Fahrer hat die Fahrt schon übernommen, online lässt sie sich nicht mehr stornieren. Rufen Sie uns dafür bitte an.',
  },
  hours: 'Mo–Do 7:00–22:00 Uhr, Fr 7:00 – Sa 5:00 Uhr, Sa 20:00 – So 5:00 Uhr',
  network: 'Keine Verbindung zum Server. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  phoneLead: 'Telefon:',
};
