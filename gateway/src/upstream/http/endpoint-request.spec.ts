import { type Endpoint, OrderListSchema } from '@taxi/contracts';
import { z } from 'zod';
import { requestFor, requestForEntry } from './endpoint-request';

// An entry with a path parameter and a query, as a forwarded read with a query is declared.
const driverDay: Endpoint = {
  method: 'GET',
  path: '/api/driver/{driverId}/orders',
  access: 'admin',
  params: z.object({ driverId: z.coerce.number() }),
  query: z.strictObject({ day: z.string(), limit: z.coerce.number().optional() }),
  response: OrderListSchema,
};

describe('the upstream request of a catalogue entry', () => {
  it('fills the path and writes the admitted query into its query string', () => {
    const request = requestForEntry(driverDay, {
      token: 'abc',
      params: { driverId: 7 },
      query: { day: '2025-03-30', limit: 20 },
    });
    expect(request).toMatchObject({
      method: 'GET',
      path: '/api/driver/7/orders?day=2025-03-30&limit=20',
      headers: { authorization: 'Bearer abc' },
    });
  });

  it('leaves out absent query fields, encodes the rest, and adds no "?" without any', () => {
    const path = (query: Record<string, unknown>) =>
      requestForEntry(driverDay, { token: 'abc', params: { driverId: 7 }, query }).path;
    expect(path({ day: 'a b&c=d', limit: undefined })).toBe('/api/driver/7/orders?day=a+b%26c%3Dd');
    expect(path({})).toBe('/api/driver/7/orders');
  });

  it('builds the specification’s calls as before: token in the path, header and body', () => {
    expect(requestFor('userList', { token: 'abc' })).toMatchObject({
      path: '/api/user/abc',
      headers: { authorization: 'Bearer abc' },
    });
    expect(requestFor('tokenCheck', { token: 'abc' }).headers).toEqual({ authorization: 'Bearer abc' });
    expect(requestFor('login', { body: { username: 'a', password: 'b' } }).headers).toBeUndefined();
    expect(requestFor('workHoursSet', { token: 'abc', body: { day: 1 } }).body).toEqual({
      day: 1,
      token: 'abc',
    });
  });
});
