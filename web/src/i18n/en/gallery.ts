import type { Messages } from '@/i18n/messages';

export const gallery: Messages['gallery'] = {
  meta: {
    title: 'Gallery – {name}',
    description:
      'Illustrations of our cars and of the places in and around Litoměřice where we take you every day.',
  },
  title: 'Gallery',
  intro:
    'Illustrations of our cars and of the places in and around Litoměřice where we take you every day. Tap a picture to enlarge it.',
  tile: 'Picture {number}: {alt}. Enlarge',
  dialog: 'Picture {number} of {count}',
  dialogClosed: 'Picture',
  close: 'Close the picture',
  previous: 'Previous picture',
  next: 'Next picture',
  keys: 'Use the arrow keys to move to the next picture.',
  alts: [
    'A yellow taxi at night on the main square in Litoměřice',
    'A taxi waiting in front of St Stephen’s Cathedral on Cathedral Hill',
    'The TAXI roof sign up close at dusk',
    'View from the back seat through the windscreen at the town by night',
    'An eight-seater for groups and families',
    'A taxi crossing the bridge over the Elbe at sunset',
    'A car among the vineyards above Litoměřice',
    'A taxi outside Litoměřice railway station',
    'A night drive through the lit streets of the town',
    'A taxi waiting outside a hotel in the town centre',
    'A card terminal for contactless payment in the car',
    'A taxi on the snowy square in winter',
    'A car parked at the U Kalicha house',
    'View from the driver’s seat of the dashboard and the navigation showing the route',
    'Two taxis ready at the rank',
    'A taxi on a country road in the autumn hills of the České středohoří',
    'Luggage in the open boot',
    'A taxi on a rainy evening, lights reflected on the cobbles',
    'A taxi leaving the centre of Litoměřice in the morning',
  ],
};
