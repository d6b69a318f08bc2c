import type { Messages } from '@/i18n/messages';

export const webOrder: Messages['webOrder'] = {
  codes: {
    'web-orders-unavailable': 'We are not taking online bookings right now. Please call us.',
    'outside-hours': 'We do not drive at that time. Our hours are {hours}.',
    'preorder-window': 'Please choose a time at least 30 minutes and at most 14 days ahead.',
    'preorders-unavailable': 'Rides for later cannot be booked online right now. Please book them by phone.',
    refused: 'We cannot accept this booking online. Please call us.',
    limited:
      'There have been too many bookings or searches from your phone number or connection. Please call us.',
    'not-a-person':
      'The form came back faster than a person could fill it in. Please check your details and send it again.',
    'quote-expired':
      'The fare had expired, so we worked it out again. Please check it and send your booking.',
    'place-unknown': 'Please search for the place again and choose it from the list.',
    'route-unavailable': 'We found no road route between these places. Try other places, or call us.',
    failed: 'Your booking could not be sent. Please call us.',
    'link-expired':
      'This link no longer works: the ride ended more than 24 hours ago, or it was cancelled. If you need anything, please call us.',
    'not-cancellable':
      'A driver has already taken the ride, so it cannot be cancelled online. To cancel it, please call us.',
  },
  hours: 'Mon–Thu 7 am–10 pm, Fri 7 am – Sat 5 am, Sat 8 pm – Sun 5 am',
  network: 'We could not reach the server. Please check your connection and try again.',
  phoneLead: 'Phone:',
};
