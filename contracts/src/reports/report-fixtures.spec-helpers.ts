import type { OrderEntry } from '../orders/orders.schema';

let nextId = 1;

/** An order of the list as the gateway answers it; `ride` fields override the defaults. */
export function reportOrder(ride: Partial<OrderEntry['ride']> = {}, id = nextId++): OrderEntry {
  return {
    id,
    id_order: 1000 + id,
    user: null,
    order_user: { last_name: 'Nováková', phone: '+420 605 111 222' },
    ride: {
      createdAt: '2026-11-23T09:00:00.000+01:00',
      pickup_location: JSON.stringify({ name: 'Mírové náměstí 1, Litoměřice', lat: 50.53, lng: 14.13 }),
      destination: JSON.stringify({ name: 'Nádraží, Litoměřice' }),
      isPreorder: false,
      preorderDateTime: null,
      distance: 4.2,
      status: 'done',
      price: 158,
      payment_method: 'cash',
      driver: { user: { last_name: 'Dvořák' } },
      driver_name: 'Dvořák',
      id_driver: 7,
      people: 1,
      duration: 9,
      ...ride,
    },
  };
}
