import { describe, expect, it, vi } from 'vitest';
import { FakeReply, fakeApi } from '@/testing/fake-api';
import { ApiRequestError, callApi, NETWORK_ERROR_MESSAGE, onCallMisuse, onUnauthorized } from './api-client';
import { isScreenLocked, unlockScreen } from './session-lock';
import { noteSkippedRecords, skippedRecords } from './skipped-records';

function sent() {
  return fakeApi.requests().map(({ name, method, url, body }) => ({ name, method, url, body }));
}

describe('callApi', () => {
  it('fills {token} with the session alias and sends the body as JSON', async () => {
    fakeApi.on('userList', []);
    fakeApi.on('sosDismiss', { ok: true });
    await callApi('userList');
    await callApi('sosDismiss', { body: { id: 4 } });
    expect(sent()).toEqual([
      { name: 'userList', method: 'GET', url: '/api/user/me', body: undefined },
      { name: 'sosDismiss', method: 'POST', url: '/api/sos/dismiss', body: { id: 4 } },
    ]);
  });

  it('fills the path parameters (encoded) and puts the query in the URL without absent values', async () => {
    fakeApi.on('driverToken', []);
    fakeApi.on('placeResolve', { lat: 1, lng: 2, name: 'X' });
    fakeApi.on('placeSearch', { suggestions: [], provider: 'memory' });
    await callApi('driverToken', { params: { driverId: 4 } });
    await callApi('placeResolve', { params: { id: 'a b/c' }, query: { session: 'abcdefgh12' } });
    await callApi('placeSearch', { query: { q: 'Lito', session: undefined } });
    expect(sent().map(({ url }) => url)).toEqual([
      '/api/admins/getNotificationTokensOfDriver/4',
      '/api/geo/places/a%20b%2Fc?session=abcdefgh12',
      '/api/geo/places?q=Lito',
    ]);
  });

  it('answers with the body, and undefined for a call without an answer', async () => {
    fakeApi.on('tokenCheck', true);
    fakeApi.on('mockRidesTick', undefined);
    await expect(callApi('tokenCheck')).resolves.toBe(true);
    await expect(callApi('mockRidesTick')).resolves.toBeUndefined();
  });

  it('passes the signal on', async () => {
    fakeApi.on('vipList', FakeReply.never());
    const controller = new AbortController();
    const call = callApi('vipList', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(fakeApi.requests('vipList')[0]?.signal).toBe(controller.signal);
  });

  it('notes skipped records for every call, the gateway’s own lists included', async () => {
    fakeApi.on('orderList', FakeReply.json([], { skippedRecords: 3 }));
    fakeApi.on('fleetNearest', FakeReply.json({ candidates: [] }, { skippedRecords: 5 }));
    fakeApi.on('vipList', []);
    await callApi('orderList');
    await callApi('fleetNearest', { query: { lat: 50.5, lng: 14.1 } });
    await callApi('vipList');
    expect([...skippedRecords()]).toEqual([
      ['orderList', 3],
      ['fleetNearest', 5],
    ]);
    noteSkippedRecords('orderList', 0);
    noteSkippedRecords('fleetNearest', 0);
  });

  it('rejects at once a call whose parameter has no value at run time, naming it and the call', async () => {
    const told = vi.fn();
    const unsubscribe = onCallMisuse(told);
    try {
      const driverId = undefined as unknown as number;
      const expected = "callApi('driverToken'): No value for {driverId}";
      await expect(callApi('driverToken', { params: { driverId } })).rejects.toThrow(expected);
      await expect(callApi('noSuchCall' as 'vipList')).rejects.toThrow(
        "No catalogue call is named 'noSuchCall'",
      );
      expect(told).toHaveBeenCalledTimes(2);
      expect(fakeApi.requests()).toEqual([]);
      // The harness records both as calls the test could not make; this test expected them.
      expect(fakeApi.reset()).toEqual([
        expect.stringContaining('No value for {driverId}'),
        expect.stringContaining("No catalogue call is named 'noSuchCall'"),
      ]);
    } finally {
      unsubscribe();
    }
  });

  it('fails with the gateway’s message and issues, and tells the 401 listeners', async () => {
    const unauthorized = vi.fn();
    const unsubscribe = onUnauthorized(unauthorized);
    fakeApi.on(
      'vipCreate',
      FakeReply.error(400, 'Neplatný VIP kód', [{ path: 'code', message: 'Povinné pole' }]),
    );
    fakeApi.on('vipList', FakeReply.error(401, 'Přihlaste se prosím znovu.'));
    try {
      await expect(
        callApi('vipCreate', { body: { phone: '+420777123456', discount: 10, code: '' } }),
      ).rejects.toEqual(
        new ApiRequestError(400, 'Neplatný VIP kód', [{ path: 'code', message: 'Povinné pole' }]),
      );
      expect(unauthorized).not.toHaveBeenCalled();
      await expect(callApi('vipList')).rejects.toMatchObject({ status: 401 });
      expect(unauthorized).toHaveBeenCalledTimes(1);
    } finally {
      unsubscribe();
    }
  });

  it('locks the screen on a 401 session-idle, without telling the 401 listeners (no way to /login)', async () => {
    const unauthorized = vi.fn();
    const unsubscribe = onUnauthorized(unauthorized);
    const idle = {
      message: 'Obrazovka se zamkla po nečinnosti. Zadejte prosím heslo.',
      code: 'session-idle',
    };
    fakeApi.on('sosList', FakeReply.json(idle, { status: 401 }));
    fakeApi.on('sessionActivity', FakeReply.json(idle, { status: 401 }));
    try {
      await expect(callApi('sosList')).rejects.toMatchObject({ status: 401, code: 'session-idle' });
      expect(isScreenLocked()).toBe(true);
      await expect(callApi('sessionActivity')).rejects.toMatchObject({ code: 'session-idle' });
      expect(isScreenLocked()).toBe(true);
      expect(unauthorized).not.toHaveBeenCalled();
    } finally {
      unsubscribe();
      unlockScreen();
    }
  });

  it('takes a 401 to a call sent with the old session while signing in again as no news of the new one', async () => {
    const unauthorized = vi.fn();
    const unsubscribe = onUnauthorized(unauthorized);
    let answerLogin = () => {};
    fakeApi.on(
      'login',
      () => new Promise((resolve) => (answerLogin = () => resolve({ accessToken: 'd'.repeat(32) }))),
    );
    fakeApi.on('sosList', FakeReply.error(401, 'Přihlášení vypršelo. Přihlaste se prosím znovu.'));
    try {
      const signingIn = callApi('login', { body: { username: 'dispecer', password: 'heslo' } });
      const sentBefore = callApi('sosList');
      await expect(sentBefore).rejects.toMatchObject({ status: 401 });
      answerLogin();
      await signingIn;
      expect(unauthorized).not.toHaveBeenCalled();
      // Sent with the new session: its 401 ends it.
      await expect(callApi('sosList')).rejects.toMatchObject({ status: 401 });
      expect(unauthorized).toHaveBeenCalledTimes(1);
    } finally {
      unsubscribe();
    }
  });

  it('fails with status 0 and the Czech network message when the gateway is unreachable', async () => {
    fakeApi.on('vipList', FakeReply.networkFailure());
    await expect(callApi('vipList')).rejects.toEqual(new ApiRequestError(0, NETWORK_ERROR_MESSAGE));
  });

  it('refuses at compile time a missing, misspelled or unneeded param, body or query', () => {
    // Type checks only: the calls never run.
    const unused = () => {
      // @ts-expect-error driverToken needs its {driverId}
      void callApi('driverToken');
      // @ts-expect-error driverToken needs its {driverId}
      void callApi('driverToken', { params: {} });
      // @ts-expect-error no {driverID}: the parameter is {driverId}
      void callApi('driverToken', { params: { driverID: 4 } });
      // @ts-expect-error sosDismiss needs its body
      void callApi('sosDismiss');
      // @ts-expect-error the body is checked against the call's schema
      void callApi('sosDismiss', { body: { ident: 4 } });
      // @ts-expect-error placeSearch needs its query
      void callApi('placeSearch', { signal: new AbortController().signal });
      // @ts-expect-error vipList takes no params
      void callApi('vipList', { params: { id: 1 } });
      // @ts-expect-error {token} always comes from the session
      void callApi('userList', { params: { token: 'abc' } });
      // @ts-expect-error fleetNearest's query has no field 'latitude'
      void callApi('fleetNearest', { query: { latitude: 50, lng: 14 } });
      // A query whose every field may be left out may itself be left out.
      void callApi('placeResolve', { params: { id: 'memory:a' } });
    };
    expect(unused).toBeTypeOf('function');
  });
});
