import type { Messages } from '@/i18n/messages';

export const gallery: Messages['gallery'] = {
  meta: {
    title: 'Galerie – {name}',
    description:
      'Illustrationen unserer Taxis und der Orte in und um Litoměřice, zu denen wir Sie jeden Tag fahren.',
  },
  title: 'Galerie',
  intro:
    'Illustrationen unserer Wagen und der Orte in und um Litoměřice, zu denen wir Sie jeden Tag fahren. Tippen Sie auf ein Bild, um es zu vergrößern.',
  tile: 'Bild {number}: {alt}. Vergrößern',
  dialog: 'Bild {number} von {count}',
  dialogClosed: 'Bild',
  close: 'Bild schließen',
  previous: 'Vorheriges Bild',
  next: 'Nächstes Bild',
  keys: 'Mit den Pfeiltasten blättern Sie zum nächsten Bild.',
  alts: [
    'Gelbes Taxi bei Nacht auf dem Marktplatz von Litoměřice',
    'Taxi wartet vor dem Stephansdom auf dem Domhügel',
    'Das TAXI-Dachschild in der Dämmerung aus der Nähe',
    'Blick von der Rückbank durch die Windschutzscheibe auf die Stadt bei Nacht',
    'Achtsitzer für Gruppen und Familien',
    'Taxi auf der Elbbrücke im Sonnenuntergang',
    'Ein Wagen zwischen den Weinbergen über Litoměřice',
    'Taxi vor dem Bahnhof Litoměřice',
    'Nachtfahrt durch die beleuchteten Straßen der Stadt',
    'Taxi wartet vor einem Hotel im Stadtzentrum',
    'Kartenterminal für kontaktloses Bezahlen im Wagen',
    'Taxi im Winter auf dem verschneiten Marktplatz',
    'Ein Wagen vor dem Haus „Zum Kelch“ (U Kalicha)',
    'Blick vom Fahrersitz auf Armaturenbrett und Navigation mit der Route',
    'Zwei Taxis am Taxistand',
    'Taxi auf der Landstraße im herbstlichen Böhmischen Mittelgebirge',
    'Gepäck im offenen Kofferraum',
    'Taxi an einem regnerischen Abend, Lichter spiegeln sich im Pflaster',
    'Ein Taxi fährt morgens aus dem Zentrum von Litoměřice',
  ],
};
