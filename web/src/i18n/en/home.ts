import type { Messages } from '@/i18n/messages';

export const home: Messages['home'] = {
  meta: {
    title: '{name} – your taxi in Litoměřice and around',
    description:
      'Taxi in Litoměřice, Czech Republic: rides in town for {price}, cars for up to {persons} people, trips to Terezín and Prague. Call {phone}.',
  },
  poster: {
    label: 'Poster with our current offer',
    close: 'Close the poster',
    alt: '{name} poster: rides in town for {price}, up to {persons} people, book on {phone}',
  },
  hero: {
    eyebrow: 'Your local taxi in Litoměřice',
    offer: 'Rides anywhere in town for {price}, up to {persons} people.',
    lead: 'Quick pick-ups, clean cars and drivers who know every street. Book online or call us and we will be with you in minutes.',
    order: 'Book a taxi',
    call: 'Call {phone}',
    cars: 'Cars for 4 to {persons} passengers',
    hours: '{weekdays}, nights and weekends too',
    badge: 'a ride in Litoměřice',
    alt: 'A yellow Taxi Litoměřice car in the evening on the main square (Mírové náměstí)',
  },
  benefits: {
    eyebrow: 'Why ride with us',
    title: 'A taxi you can count on',
    items: [
      {
        title: 'Fixed price',
        text: 'Anywhere in Litoměřice for a flat {price}. You know the fare before you get in, with no extra charge for luggage.',
      },
      {
        title: 'Comfort',
        text: 'Clean, air-conditioned cars with plenty of boot space. We take up to {persons} people at once, pushchairs welcome.',
      },
      {
        title: 'Experienced drivers',
        text: 'Local drivers who know every shortcut and diversion. They drive with care and arrive on time.',
      },
    ],
  },
  pricing: {
    eyebrow: 'Prices',
    title: 'Our prices are posted in every car',
    lead: 'The current price list is displayed in each of our taxis, so you see the fare before you set off. In town there is one simple flat fare, paid in Czech crowns (CZK).',
    cardTitle: 'A ride within Litoměřice',
    perRide: 'per ride',
    points: [
      'The same fare for 1 to {persons} passengers in one car',
      'Pay in cash, by card or contactless',
      'For trips out of town – to Terezín or Prague, say – the driver or our dispatcher quotes the fare in advance',
    ],
    reviewsTitle: 'What is it like to ride with us?',
    reviewsText:
      'Do not just take our word for it. Read what passengers say about our drivers and cars – and feel free to leave a review after your ride.',
    reviewsLink: 'Reviews on Google',
  },
  about: {
    eyebrow: 'About us',
    title: 'A Litoměřice taxi firm, for locals and visitors alike',
    paragraphs: [
      'We are a local firm and know Litoměřice like the back of our hand – from the main square to every suburb. We take you to the railway stations Litoměřice horní nádraží and Litoměřice město, to the Terezín Memorial, to your hotel or on to Prague, and we get you home safely after a wine festival or a concert.',
      'We care about fair prices, punctuality and making everyone feel safe with us.',
    ],
    points: [
      'Based in the town centre: {address}',
      'Cars and a minibus for up to {persons} people',
      'On the road on Friday and Saturday nights too',
    ],
    alt: 'A Taxi Litoměřice car in front of St Stephen’s Cathedral',
  },
  app: {
    eyebrow: 'App',
    title: 'The {name} app',
    lead: 'Book a taxi in a few taps with our Android app and keep track of your whole ride.',
    features: [
      {
        title: 'Book a ride',
        text: 'Tell us where you are and where you are going, and your taxi is on its way. No calls, no waiting on the line.',
      },
      {
        title: 'Fare estimate',
        text: 'See roughly what you will pay before you book. No surprises at the end of the ride.',
      },
      {
        title: 'Cash, card or contactless',
        text: 'Pay the way you like: in cash, by card, or contactless with your phone or watch.',
      },
      {
        title: 'Your taxi live on the map',
        text: 'Follow your taxi on the map and see when it will reach you.',
      },
    ],
    note: 'We are rebuilding the app from scratch and the new version will be out in the new year. Until then, please get in touch by phone.',
    alt: 'The app on a phone: a map with the taxi on its way to you',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Call, write or drop by',
    lead: 'The quickest way to book a taxi is by phone. We also answer questions, group bookings and business travel enquiries by email.',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    hours: 'Opening hours',
    formTitle: 'Write to us',
  },
  hours: ['Mon–Thu 7 am–10 pm', 'Fri 7 am – Sat 5 am', 'Sat 8 pm – Sun 5 am'],
  business: {
    description:
      'Taxi in Litoměřice, Czech Republic: rides in town for {price}, cars for up to {persons} people.',
    priceRange: 'from {price}',
    paymentAccepted: 'Cash, credit card, contactless',
    areaServed: 'Litoměřice and surroundings',
  },
};
