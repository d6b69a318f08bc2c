import { describe, expect, it } from 'vitest';
import { FakeReply, fakeApi } from './fake-api';

describe('fakeApi', () => {
  it('answers a catalogue call by its method and path, with status and headers', async () => {
    fakeApi.on('orderList', FakeReply.json([], { skippedRecords: 2 }));
    const response = await fetch('/api/order', { method: 'GET' });
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Skipped-Records')).toBe('2');
    expect(await response.json()).toEqual([]);
    expect(fakeApi.requests().map(({ name, query }) => [name, query])).toEqual([['orderList', {}]]);
  });

  it('reads path parameters and the query, and prefers a literal segment to a parameter', async () => {
    fakeApi.on('driverToken', []);
    fakeApi.on('workHoursList', []);
    await fetch('/api/admins/getNotificationTokensOfDriver/7');
    await fetch('/api/admins/me/workhours');
    expect(fakeApi.requests().map(({ name, params }) => [name, params])).toEqual([
      ['driverToken', { driverId: '7' }],
      ['workHoursList', {}],
    ]);
  });

  it('reports a request without an answer, or with a token other than the session alias', async () => {
    await expect(fetch('/api/vip')).rejects.toThrow(TypeError);
    await expect(fetch('/api/user/abc')).rejects.toThrow(TypeError);
    expect(fakeApi.reset()).toEqual([
      'vipList (GET /api/vip) has no answer',
      'GET /api/user/abc is no catalogue call',
    ]);
  });

  it('keeps a never-answered call pending until it is aborted', async () => {
    fakeApi.on('tariff', FakeReply.never());
    const controller = new AbortController();
    const pending = fetch('/api/order/tariff', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
