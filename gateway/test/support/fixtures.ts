import type { Driver, OrderEntry, User } from '@taxi/contracts';
import type { Session, TestGateway } from './test-app';
import { pathOf } from '@taxi/contracts';

/** A dispatcher's phone order from Litoměřice to Ústí nad Labem, no driver chosen. */
export const newOrder = {
  pickup_location: { lat: 50.5335, lng: 14.1318, name: 'Mírové náměstí, Litoměřice' },
  destination: { lat: 50.6607, lng: 14.0323, name: 'Hlavní nádraží, Ústí nad Labem' },
  distance: 18.8,
  name: 'Procházková',
  phone: '+420 605 111 222',
  price: 566,
  people: 2,
  duration: 22,
  id_driver: -1,
  driver_name: null,
};

export async function listUsers(gateway: TestGateway, session: Session): Promise<User[]> {
  const response = await gateway
    .http()
    .get(pathOf('userList', { token: 'me' }))
    .set('Cookie', session.cookie)
    .expect(200);
  return response.body as User[];
}

export async function listDrivers(gateway: TestGateway, session: Session): Promise<Driver[]> {
  const response = await gateway.http().get(pathOf('driverList')).set('Cookie', session.cookie).expect(200);
  return response.body as Driver[];
}

export async function listOrders(gateway: TestGateway, session: Session): Promise<OrderEntry[]> {
  const response = await gateway.http().get(pathOf('orderList')).set('Cookie', session.cookie).expect(200);
  return response.body as OrderEntry[];
}

/** Ordinary customers, each test taking a different one so tests stay independent. */
export async function customers(gateway: TestGateway, session: Session): Promise<User[]> {
  return (await listUsers(gateway, session)).filter((user) => user.status === null);
}

export function post(gateway: TestGateway, session: Session, path: string, body: object) {
  return gateway.http().post(path).set('Cookie', session.cookie).send(body);
}

export function get(gateway: TestGateway, session: Session, path: string) {
  return gateway.http().get(path).set('Cookie', session.cookie);
}

/** A fresh immediate order without a driver, named `name`: a test that changes it works on its own. */
export async function freshOrder(gateway: TestGateway, session: Session, name: string): Promise<OrderEntry> {
  await post(gateway, session, pathOf('orderCreate'), { ...newOrder, name }).expect(201);
  const order = (await listOrders(gateway, session)).find((entry) => entry.order_user?.last_name === name);
  if (!order) {
    throw new Error(`order ${name} not in the list`);
  }
  return order;
}
