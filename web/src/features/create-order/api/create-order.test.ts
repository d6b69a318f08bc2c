import type { CreateOrderRequest } from '@taxi/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, callApi } from '@/lib/api-client';
import { createOrder } from './create-order';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  callApi: vi.fn(),
}));
const call = vi.mocked(callApi);

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

describe('createOrder', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('posts the order, then asks for all drivers when none was chosen', async () => {
    call.mockResolvedValue([] as never);
    await createOrder(request);
    expect(call.mock.calls).toEqual([['orderCreate', { body: request }], ['driverTokens']]);
  });

  it("asks for the chosen driver's tokens by driver id", async () => {
    call.mockResolvedValue([] as never);
    await createOrder({ ...request, id_driver: 4, driver_name: 'Novák' });
    expect(call.mock.calls[1]).toEqual(['driverToken', { driverId: 4 }]);
  });

  it('succeeds although the follow-up fails', async () => {
    call.mockImplementation((name) =>
      name === 'orderCreate'
        ? Promise.resolve({ ok: true } as never)
        : Promise.reject(new ApiRequestError(502, 'x')),
    );
    await expect(createOrder(request)).resolves.toBeUndefined();
  });

  it('fails with the gateway message and skips the follow-up when the order is refused', async () => {
    call.mockRejectedValue(new ApiRequestError(502, 'Služba objednávek neodpovídá'));
    await expect(createOrder(request)).rejects.toThrow('Služba objednávek neodpovídá');
    expect(call).toHaveBeenCalledTimes(1);
  });
});
