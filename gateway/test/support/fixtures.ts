import type { Driver, OrderEntry, User } from '@taxi/contracts';
import type { Session, TestGateway } from './test-app';

export async function listUsers(gateway: TestGateway, session: Session): Promise<User[]> {
  const response = await gateway.http().get('/api/user/me').set('Cookie', session.cookie).expect(200);
  return response.body as User[];
}

export async function listDrivers(gateway: TestGateway, session: Session): Promise<Driver[]> {
  const response = await gateway.http().get('/api/driver/').set('Cookie', session.cookie).expect(200);
  return response.body as Driver[];
}

export async function listOrders(gateway: TestGateway, session: Session): Promise<OrderEntry[]> {
  const response = await gateway.http().get('/api/order').set('Cookie', session.cookie).expect(200);
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
