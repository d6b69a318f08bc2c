import type { CreateOrderRequest } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { createOrder } from './create-order';

const request: CreateOrderRequest = {
  pickup_location: { lat: 50.5336, lng: 14.1318, name: 'Mírové náměstí, Litoměřice' },
  destination: { lat: 50.515, lng: 14.0511, name: 'Lovosice, okres Litoměřice' },
  distance: 8.3,
  name: 'Jana',
  phone: '',
  price: 272,
  people: 1,
  duration: 12,
  id_driver: -1,
  driver_name: null,
};

function sent() {
  return fakeApi.requests().map(({ name, url, body }) => ({ name, url, body }));
}

describe('createOrder', () => {
  it('posts the order, then asks for all drivers when none was chosen', async () => {
    fakeApi.on('orderCreate', { ok: true });
    fakeApi.on('driverTokens', []);
    await createOrder(request);
    expect(sent()).toEqual([
      { name: 'orderCreate', url: '/api/admins/order/create', body: request },
      { name: 'driverTokens', url: '/api/admins/getNotificationTokensOfDrivers/', body: undefined },
    ]);
  });

  it("asks for the chosen driver's tokens by driver id", async () => {
    fakeApi.on('orderCreate', { ok: true });
    fakeApi.on('driverToken', []);
    await createOrder({ ...request, id_driver: 4, driver_name: 'Novák' });
    expect(sent()[1]).toEqual({
      name: 'driverToken',
      url: '/api/admins/getNotificationTokensOfDriver/4',
      body: undefined,
    });
  });

  it('succeeds although the follow-up fails', async () => {
    fakeApi.on('orderCreate', { ok: true });
    fakeApi.on('driverTokens', FakeReply.error(502, 'x'));
    await expect(createOrder(request)).resolves.toBeUndefined();
    expect(fakeApi.requests('driverTokens')).toHaveLength(1);
  });

  it('fails with the gateway message and skips the follow-up when the order is refused', async () => {
    fakeApi.on('orderCreate', FakeReply.error(502, 'Služba objednávek neodpovídá'));
    await expect(createOrder(request)).rejects.toThrow('Služba objednávek neodpovídá');
    expect(fakeApi.requests()).toHaveLength(1);
  });
});
