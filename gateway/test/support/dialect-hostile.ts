// An attacker's data for the browser tests (issue 41): the dialect server shows it to its second account
// only, and serves it as a Traccar server too, so the other suites on the same server never meet it.
// Every name, plate, place and title is markup: the admin must show each as text.
import { MARKUP_PAYLOADS } from './markup-payloads';
import { pragueSql } from './upstream-dialects';
import { pathOf } from '@taxi/contracts';

export const HOSTILE_CREDENTIALS = { username: 'utocnik', password: 'heslo' };
export const HOSTILE_TOKEN = 'e2e-hostile-token';
/** What the gateway with `FLEET_PROVIDER=traccar` sends (`FLEET_TRACCAR_TOKEN`). */
export const TRACCAR_TOKEN = 'e2e-traccar-token';

const { bold, image, overlay } = MARKUP_PAYLOADS;
const sqlAgo = (minutes: number) => pragueSql(new Date(Date.now() - minutes * 60_000).toISOString());
const isoAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

/** The order of the hostile account, as this server keeps it (ids and numbers as text). */
export const HOSTILE_ORDER_NUMBER = 1901;
const pickup = { name: overlay, lat: 50.5335, lng: 14.1318 };
const destination = { name: image, lat: 50.515, lng: 14.051 };

/** The company server's answers for the hostile account, by path; null: the common answer. */
export function hostileAnswer(path: string): unknown {
  switch (path) {
    case pathOf('orderList'):
      return [
        {
          id: '901',
          id_order: String(HOSTILE_ORDER_NUMBER),
          user: null,
          order_user: { last_name: bold, phone: '+420 777 000 111' },
          ride: {
            createdAt: sqlAgo(5),
            pickup_location: pickup,
            destination,
            isPreorder: 0,
            preorderDateTime: null,
            distance: '9.40',
            status: 'accepted',
            price: '303',
            payment_method: null,
            driver: { user: { last_name: image } },
            driver_name: image,
            id_driver: '21',
            people: '2',
          },
        },
      ];
    case pathOf('orderMapData'):
      return [
        {
          id: String(HOSTILE_ORDER_NUMBER),
          status: 'waiting',
          pickup_location: pickup,
          destination,
          createdAt: sqlAgo(5),
          people: '2',
        },
      ];
    case pathOf('sosList'):
      return {
        data: [{ id: '77', user: { first_name: image, last_name: bold, phone: '+420 777 000 222' } }],
      };
    case pathOf('notificationList'):
      return [{ id: '5', title: bold, content: `${image}\n${overlay}`, createdAt: sqlAgo(60) }];
    case pathOf('loginHistory'):
      return [{ id: '3', name: bold, type: 'failed', createdAt: sqlAgo(30) }];
    case pathOf('driverList'):
    case '/api/driver':
      return [
        {
          id: '21',
          id_user: '22',
          user: { id: '22', first_name: overlay, last_name: image, phone: '+420 777 000 333', email: null },
        },
      ];
    default:
      return null;
  }
}

// Three cars around the map's centre, each with a payload as its plate, driver or car group.
const DEVICES = [
  { id: 201, name: 'Octavia', attributes: { spz: bold }, contact: overlay, groupId: 1, at: [50.527, 14.07] },
  { id: 202, name: image, attributes: {}, contact: null, groupId: 1, at: [50.503, 14.045] },
  {
    id: 203,
    name: 'Superb',
    attributes: { plate: overlay },
    contact: image,
    groupId: 0,
    at: [50.516, 13.995],
  },
];

/** Traccar's answers (`/api/devices`, `/api/positions`, `/api/groups`); null for any other path. */
export function traccarAnswer(path: string): unknown {
  switch (path) {
    case '/api/devices':
      return DEVICES.map(({ at: _at, ...device }) => ({
        ...device,
        uniqueId: String(device.id),
        status: 'online',
        positionId: device.id * 10,
        disabled: false,
      }));
    case '/api/positions':
      return DEVICES.map((device) => ({
        id: device.id * 10,
        deviceId: device.id,
        latitude: device.at[0],
        longitude: device.at[1],
        fixTime: isoAgo(2),
        speed: 0,
      }));
    case '/api/groups':
      return [{ id: 1, name: image }];
    default:
      return null;
  }
}
